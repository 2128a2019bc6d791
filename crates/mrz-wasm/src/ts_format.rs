//! ts-rs writes each declaration on one line, its fields' documentation cutting into it. This
//! lays it out as people write TypeScript: an object with documented or nested members a member
//! a line, a short one inline, a long union a variant a line.

/// The objects and brackets open at a point, and whether each object is laid out a line a member.
struct Open {
    bracket: char,
    expanded: bool,
}

/// Where the bracket that closes the one at `start` is (the end for none), counting only brackets
/// outside strings; and whether a `|` stands between them at their own depth.
fn closing(chars: &[char], start: usize) -> (usize, bool) {
    let (mut depth, mut quoted, mut union) = (0, false, false);
    let mut i = start;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        match c {
            '/' if !quoted && chars.get(i) == Some(&'*') => i = comment_end(chars, i),
            '"' => quoted = !quoted,
            _ if quoted => {}
            '{' | '(' | '[' | '<' => depth += 1,
            '}' | ')' | ']' | '>' => {
                depth -= 1;
                if depth == 0 {
                    return (i - 1, union);
                }
            }
            '|' if depth == 1 => union = true,
            _ => {}
        }
    }
    (chars.len(), union)
}

/// Just past the `*/` that ends the comment whose `/` was before `from`.
fn comment_end(chars: &[char], from: usize) -> usize {
    (from + 1..chars.len())
        .find(|&i| chars[i - 1] == '*' && chars[i] == '/')
        .map_or(chars.len(), |i| i + 1)
}

fn next_non_space(chars: &[char], from: usize) -> Option<char> {
    chars[from..].iter().copied().find(|c| !c.is_whitespace())
}

struct Layout {
    out: String,
    open: Vec<Open>,
    /// The declaration is a union laid out a variant a line.
    top_union: bool,
}

impl Layout {
    fn new_line(&mut self) {
        let level = self.open.iter().filter(|o| o.expanded).count() + usize::from(self.top_union);
        self.out.truncate(self.out.trim_end().len());
        self.out.push('\n');
        self.out.push_str(&"  ".repeat(level));
    }
}

pub fn layout(decl: &str) -> String {
    let chars: Vec<char> = decl.chars().collect();
    let long = decl.len() > 90;
    let mut l = Layout {
        out: String::new(),
        open: Vec::new(),
        top_union: false,
    };
    let (mut quoted, mut line_break) = (false, false);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        i += 1;
        if quoted {
            l.out.push(c);
            quoted = c != '"';
            continue;
        }
        if c.is_whitespace() && (line_break || c == '\n') {
            line_break |= l.open.last().is_some_and(|o| o.expanded);
            continue;
        }
        if line_break && c != '}' {
            l.new_line();
            line_break = false;
        }
        match c {
            '/' if chars.get(i) == Some(&'*') => {
                let end = comment_end(&chars, i);
                let text: String = chars[i - 1..end].iter().collect();
                for (n, line) in text.lines().enumerate() {
                    if n > 0 {
                        l.new_line();
                    }
                    let line = line.trim();
                    if line.starts_with('*') {
                        l.out.push(' ');
                    }
                    l.out.push_str(line);
                }
                i = end;
                line_break = true;
            }
            '"' => {
                quoted = true;
                l.out.push(c);
            }
            '=' if l.open.is_empty() => {
                // The whole declaration after `=`, as if it were bracketed.
                let rest: Vec<char> = std::iter::once('(')
                    .chain(chars[i..].iter().copied())
                    .collect();
                l.out.push('=');
                if long && closing(&rest, 0).1 {
                    l.top_union = true;
                    l.new_line();
                    l.out.push_str("| ");
                    i += usize::from(chars.get(i) == Some(&' '));
                }
            }
            '{' => {
                let (end, _) = closing(&chars, i - 1);
                let inner: String = chars[i..end].iter().collect();
                let expanded = inner.contains(['{', '\n']) || inner.len() > 72;
                l.open.push(Open {
                    bracket: '{',
                    expanded,
                });
                l.out.push('{');
                if expanded {
                    line_break = true;
                } else {
                    l.out.push(' ');
                    i += usize::from(chars.get(i) == Some(&' '));
                }
            }
            ',' if l.open.last().is_some_and(|o| o.bracket == '{') => {
                if l.open.last().is_some_and(|o| o.expanded) {
                    l.out.push(';');
                    line_break = true;
                } else if next_non_space(&chars, i) != Some('}') {
                    l.out.push(';');
                }
            }
            '}' | ')' => {
                let expanded = l.open.pop().is_some_and(|o| o.expanded);
                if expanded {
                    l.new_line();
                } else if c == '}' && !l.out.ends_with(' ') {
                    l.out.push(' ');
                }
                l.out.push(c);
                line_break = false;
            }
            '(' => {
                let expanded = long && closing(&chars, i - 1).1;
                l.open.push(Open {
                    bracket: c,
                    expanded,
                });
                l.out.push(c);
                if expanded {
                    l.new_line();
                    l.out.push('|');
                    l.out.push(' ');
                }
            }
            '[' | '<' => {
                l.open.push(Open {
                    bracket: c,
                    expanded: false,
                });
                l.out.push(c);
            }
            ']' | '>' => {
                l.open.pop();
                l.out.push(c);
            }
            '|' if l
                .open
                .last()
                .map_or(l.top_union, |o| o.bracket == '(' && o.expanded) =>
            {
                l.new_line();
                l.out.push('|');
            }
            _ => l.out.push(c),
        }
    }
    l.out
}

#[cfg(test)]
mod tests {
    use super::layout;

    #[test]
    fn short_objects_stay_inline_and_documented_ones_open() {
        assert_eq!(
            layout("type Rect = { x: number, y: number, };"),
            "type Rect = { x: number; y: number };"
        );
        assert_eq!(
            layout("type A = { a: string, \n/**\n * Why, \"so\" {}.\n */\nb: boolean, };"),
            "type A = {\n  a: string;\n  /**\n   * Why, \"so\" {}.\n   */\n  b: boolean;\n};"
        );
    }

    #[test]
    fn long_unions_take_a_line_a_variant_and_strings_are_kept() {
        let decl = "type H = { \"code\": \"a, b\", field: FieldKey, } | { \"code\": \"b\", field: FieldKey, } | { \"code\": \"c\", };";
        assert_eq!(
            layout(decl),
            "type H =\n  | { \"code\": \"a, b\"; field: FieldKey }\n  | { \"code\": \"b\"; field: FieldKey }\n  | { \"code\": \"c\" };"
        );
        let decl = "type F = { level: Level, } & ({ \"code\": \"letters_in_digits\", field: FieldKey, } | { \"code\": \"expired\", on: Ymd, });";
        assert_eq!(
            layout(decl),
            "type F = { level: Level } & (\n  | { \"code\": \"letters_in_digits\"; field: FieldKey }\n  | { \"code\": \"expired\"; on: Ymd }\n);"
        );
    }
}
