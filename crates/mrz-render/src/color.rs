//! Compositing one coverage value of the text colour over a pixel.

use crate::style::Rgba;

/// Porter-Duff "over" of `fg` at `coverage` onto `dst`, in straight alpha. On an opaque
/// background it is the plain mix `dst + (fg - dst) * alpha`. Both drawing paths use this one
/// function, so they agree to the bit.
pub fn over(dst: Rgba, fg: Rgba, coverage: u8) -> Rgba {
    let sa = f32::from(fg[3]) * f32::from(coverage) / (255.0 * 255.0);
    if sa <= 0.0 {
        return dst;
    }
    let da = f32::from(dst[3]) / 255.0 * (1.0 - sa);
    let oa = sa + da;
    let mix = |i: usize| ((f32::from(fg[i]) * sa + f32::from(dst[i]) * da) / oa).round() as u8;
    [mix(0), mix(1), mix(2), (oa * 255.0).round() as u8]
}

/// Parse `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional).
pub fn parse_color(text: &str) -> Option<Rgba> {
    let hex = text.strip_prefix('#').unwrap_or(text);
    if !hex.is_ascii() {
        return None;
    }
    let nibble = |i: usize| u8::from_str_radix(&hex[i..=i], 16).ok();
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    match hex.len() {
        3 => Some([nibble(0)? * 17, nibble(1)? * 17, nibble(2)? * 17, 255]),
        6 => Some([byte(0)?, byte(2)?, byte(4)?, 255]),
        8 => Some([byte(0)?, byte(2)?, byte(4)?, byte(6)?]),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_and_middle() {
        let white = [255, 255, 255, 255];
        let black = [0, 0, 0, 255];
        assert_eq!(over(white, black, 0), white);
        assert_eq!(over(white, black, 255), black);
        assert_eq!(over(white, black, 128), [127, 127, 127, 255]);
    }

    #[test]
    fn transparent_background_keeps_the_text_colour() {
        let clear = [0, 0, 0, 0];
        let red = [200, 0, 0, 255];
        assert_eq!(over(clear, red, 51), [200, 0, 0, 51]);
        assert_eq!(over(clear, [9, 9, 9, 0], 255), clear);
    }

    #[test]
    fn colors_parse() {
        assert_eq!(parse_color("#fff"), Some([255, 255, 255, 255]));
        assert_eq!(parse_color("102030"), Some([16, 32, 48, 255]));
        assert_eq!(parse_color("#00000080"), Some([0, 0, 0, 128]));
        assert_eq!(parse_color("#ggg"), None);
        assert_eq!(parse_color("#ü00"), None);
        assert_eq!(parse_color(""), None);
    }
}
