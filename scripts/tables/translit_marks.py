#!/usr/bin/env python3
"""Writes crates/mrz-core/src/translit_marks.rs from crates/mrz-core/src/translit_tables.rs: every
letter of ICAO's transliteration tables that Unicode decomposes (NFD) into a base letter and one
combining mark, by base and mark, so that a name typed decomposed is spelled as the letter.

    python3 scripts/tables/translit_marks.py          # writes the table
    python3 scripts/tables/translit_marks.py --check  # exit 1 if the committed table differs

`cargo test -p mrz-core` runs the check where python3 is found."""

import re
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TABLES = ROOT / "crates" / "mrz-core" / "src" / "translit_tables.rs"
OUT = ROOT / "crates" / "mrz-core" / "src" / "translit_marks.rs"

HEADER = """//! The letters of the transliteration tables that Unicode also spells as a base letter and one
//! combining mark (NFD: `U` then U+0308 for `Ü`, `ا` then U+0654 for `أ`), by base and mark: text
//! decomposed by macOS or a database export is read as the same letters typed whole. Written by
//! `scripts/tables/translit_marks.py` from `translit_tables.rs` (Python's unicodedata); sorted
//! by base and mark, for a binary search.
"""


def rust_strings(source):
    """The table rows' first strings, their \\u{...} escapes read."""
    body = source[source.index("pub const LATIN"):]
    for literal in re.findall(r'\(\s*"((?:[^"\\]|\\.)*)"\s*,\s*"(?:[^"\\]|\\.)*"\s*\)', body):
        yield re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda m: chr(int(m.group(1), 16)), literal)


def table():
    pairs = set()
    for chars in rust_strings(TABLES.read_text(encoding="utf-8")):
        for c in chars:
            d = unicodedata.normalize("NFD", c)
            if len(d) == 2 and unicodedata.combining(d[1]):
                pairs.add((d[0], d[1], c))
    rows = sorted(pairs, key=lambda p: (ord(p[0]), ord(p[1])))
    lines = [HEADER, f"pub const MARKED: [(char, char, char); {len(rows)}] = ["]
    entries = [f"('\\u{{{ord(b):X}}}', '\\u{{{ord(m):X}}}', '\\u{{{ord(w):X}}}')," for b, m, w in rows]
    # The comments in one column, as rustfmt sets them.
    width = max(map(len, entries))
    for entry, (_, _, whole) in zip(entries, rows):
        lines.append(f"    {entry.ljust(width)} // {whole}")
    lines.append("];")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    made = table()
    if "--check" in sys.argv:
        if OUT.read_text(encoding="utf-8") != made:
            sys.exit(f"{OUT.relative_to(ROOT)} is not what {Path(__file__).name} writes: run it")
    else:
        OUT.write_text(made, encoding="utf-8")
