#!/usr/bin/env python3
"""Independent test vectors for the five ICAO 9303 MRZ formats (TD1, TD2, TD3, MRV-A, MRV-B).

Written from the composition rules alone (not from the Rust composer), Python standard library
only. Re-make the vectors with:

    python3 scripts/vectors/formats.py > testdata/vectors-formats.jsonl

The script asserts, before printing anything:
  * the five ICAO specimens (Parts 4-7) come out exactly as published (and, when present, exactly
    as ../shared/testdata/formats.jsonl and testdata/vectors.jsonl record them);
  * every generated record is structurally sound: line count and length per format, only
    A-Z 0-9 <, and every check digit (including an overflowing document number's check digit
    carried in the optional data) recomputes from the lines alone.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

ALLOWED = set("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ")

# --- ICAO 9303 Part 3 transliteration (applied to upper-cased text in letters mode "icao") -----
LATIN = {
    "À": "A", "Á": "A", "Â": "A", "Ã": "A", "Ä": "AE", "Å": "AA", "Æ": "AE", "Ç": "C",
    "È": "E", "É": "E", "Ê": "E", "Ë": "E", "Ì": "I", "Í": "I", "Î": "I", "Ï": "I",
    "Ð": "D", "Ñ": "N", "Ò": "O", "Ó": "O", "Ô": "O", "Õ": "O", "Ö": "OE", "Ø": "OE",
    "Ù": "U", "Ú": "U", "Û": "U", "Ü": "UE", "Ý": "Y", "Þ": "TH",
    "Ā": "A", "Ă": "A", "Ą": "A", "Ć": "C", "Ĉ": "C", "Ċ": "C", "Č": "C", "Ď": "D",
    "Đ": "D", "Ē": "E", "Ĕ": "E", "Ė": "E", "Ę": "E", "Ě": "E", "Ĝ": "G", "Ğ": "G",
    "Ġ": "G", "Ģ": "G", "Ĥ": "H", "Ħ": "H", "Ĩ": "I", "Ī": "I", "Ĭ": "I", "Į": "I",
    "İ": "I", "Ĳ": "IJ", "Ĵ": "J", "Ķ": "K", "Ĺ": "L", "Ļ": "L", "Ľ": "L", "Ŀ": "L",
    "Ł": "L", "Ń": "N", "Ņ": "N", "Ň": "N", "Ŋ": "N", "Ō": "O", "Ŏ": "O", "Ő": "O",
    "Œ": "OE", "Ŕ": "R", "Ŗ": "R", "Ř": "R", "Ś": "S", "Ŝ": "S", "Ş": "S", "Š": "S",
    "Ţ": "T", "Ť": "T", "Ŧ": "T", "Ũ": "U", "Ū": "U", "Ŭ": "U", "Ů": "U", "Ű": "U",
    "Ų": "U", "Ŵ": "W", "Ŷ": "Y", "Ÿ": "Y", "Ź": "Z", "Ż": "Z", "Ž": "Z", "ẞ": "SS",
}
# Russian Cyrillic (ICAO 9303 Part 3), upper case only (text is upper-cased first).
CYRILLIC = {
    "А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Е": "E", "Ё": "E", "Ж": "ZH",
    "З": "Z", "И": "I", "Й": "I", "К": "K", "Л": "L", "М": "M", "Н": "N", "О": "O",
    "П": "P", "Р": "R", "С": "S", "Т": "T", "У": "U", "Ф": "F", "Х": "KH", "Ц": "TS",
    "Ч": "CH", "Ш": "SH", "Щ": "SHCH", "Ъ": "IE", "Ы": "Y", "Ь": "", "Э": "E", "Ю": "IU",
    "Я": "IA",
}
ICAO_MAP = {**LATIN, **CYRILLIC}


def fold_fullwidth(ch):
    """Full-width letters and digits to ASCII, ideographic space to space; else unchanged."""
    o = ord(ch)
    if 0xFF10 <= o <= 0xFF19 or 0xFF21 <= o <= 0xFF3A or 0xFF41 <= o <= 0xFF5A:
        return chr(o - 0xFEE0).upper()
    if o == 0x3000:
        return " "
    return ch


def clean(text, letters="drop", is_name=False):
    """Rule 1 (and rule 8 in icao mode): upper-case, [transliterate], keep A-Z 0-9 space."""
    text = (text or "").upper()
    if letters == "icao":
        out = []
        for ch in text:
            ch = fold_fullwidth(ch)
            if is_name and ch == "-":
                out.append(" ")
            else:
                out.append(ICAO_MAP.get(ch, ch))
        text = "".join(out)
    return "".join(c for c in text if c in ALLOWED)


def pad(text, width):
    """Cut to width, pad with spaces, spaces become the filler."""
    return text[:width].ljust(width).replace(" ", "<")


def field(text, width, letters):
    return pad(clean(text, letters), width)


def char_value(c):
    if "0" <= c <= "9":
        return ord(c) - ord("0")
    if "A" <= c <= "Z":
        return ord(c) - ord("A") + 10
    return 0


def check_digit(*parts):
    """Rule 2: weights 7,3,1 run on across all parts."""
    weights = (7, 3, 1)
    total = sum(char_value(c) * weights[i % 3] for i, c in enumerate("".join(parts)))
    return str(total % 10)


def name_field(surname, given, width, letters):
    """Rule 3."""
    s = clean(surname, letters, is_name=True)[: width - 3]
    g = clean(given, letters, is_name=True)
    if g == "":
        text = s
    else:
        text = s + "  " + g[: width - len(s) - 2]
    return pad(text, width)


def number_and_optional(passport_no, personal_no, opt_width, letters):
    """Rule 7 (TD1, TD2): returns (number field 9, its check digit, optional field)."""
    num = clean(passport_no, letters)
    if len(num) <= 9:
        nf = pad(num, 9)
        return nf, check_digit(nf), field(personal_no, opt_width, letters)
    num = num[: 9 + opt_width - 1]
    opt = num[9:] + check_digit(num) + "<" + clean(personal_no, letters)
    return num[:9], "<", pad(opt, opt_width)


def compose(f):
    fmt = f.get("format", "td3")
    letters = f.get("letters", "drop")
    g = lambda k: f.get(k, "") or ""
    doc_type = field(g("type"), 2, letters)
    state = field(g("countryCode"), 3, letters)
    nat = field(g("nationality"), 3, letters)
    dob = field(g("dateOfBirth"), 6, letters)
    sex = field(g("sex"), 1, letters)
    doe = field(g("dateOfExpiry"), 6, letters)

    if fmt == "td1":
        num, ncd, opt1 = number_and_optional(g("passportNo"), g("personalNo"), 15, letters)
        l1 = doc_type + state + num + ncd + opt1
        opt2 = field(g("optionalData2"), 11, letters)
        l2 = dob + check_digit(dob) + sex + doe + check_digit(doe) + nat + opt2
        comp = check_digit(l1[5:30], l2[0:7], l2[8:15], l2[18:29])
        l2 += comp
        l3 = name_field(g("surname"), g("givenNames"), 30, letters)
        return [l1, l2, l3]

    if fmt == "td2":
        l1 = doc_type + state + name_field(g("surname"), g("givenNames"), 31, letters)
        num, ncd, opt = number_and_optional(g("passportNo"), g("personalNo"), 7, letters)
        l2 = num + ncd + nat + dob + check_digit(dob) + sex + doe + check_digit(doe) + opt
        l2 += check_digit(l2[0:10], l2[13:20], l2[21:35])
        return [l1, l2]

    if fmt in ("td3", "mrva", "mrvb"):
        width, opt_width = {"td3": (39, 14), "mrva": (39, 16), "mrvb": (31, 8)}[fmt]
        l1 = doc_type + state + name_field(g("surname"), g("givenNames"), width, letters)
        num = field(g("passportNo"), 9, letters)
        opt = field(g("personalNo"), opt_width, letters)
        l2 = num + check_digit(num) + nat + dob + check_digit(dob) + sex + doe + check_digit(doe)
        if fmt == "td3":
            l2 += opt + check_digit(opt)
            l2 += check_digit(l2[0:10], l2[13:20], l2[21:43])
        else:
            l2 += opt
        return [l1, l2]

    raise ValueError("unknown format " + fmt)


# --- structural verification, from the lines alone ----------------------------------------
SHAPE = {"td1": (3, 30), "td2": (2, 36), "td3": (2, 44), "mrva": (2, 44), "mrvb": (2, 36)}


def verify_number(num9, cd, opt):
    """Check digit of the document number; when it overflows, the rest is in the optional data."""
    if cd != "<":
        assert check_digit(num9) == cd, (num9, cd)
        return
    assert "<" not in num9, num9  # an overflowing number fills all nine places
    ext = opt.split("<", 1)[0]
    assert len(ext) >= 2, opt  # at least one more character and its check digit
    assert check_digit(num9 + ext[:-1]) == ext[-1], (num9, opt)


def verify(fmt, lines):
    count, length = SHAPE[fmt]
    assert len(lines) == count, (fmt, lines)
    for line in lines:
        assert len(line) == length, (fmt, line)
        assert all(c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<" for c in line), line
    if fmt == "td1":
        l1, l2, _ = lines
        verify_number(l1[5:14], l1[14], l1[15:30])
        assert check_digit(l2[0:6]) == l2[6]
        assert check_digit(l2[8:14]) == l2[14]
        assert check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
        return
    l2 = lines[1]
    if fmt == "td2":
        verify_number(l2[0:9], l2[9], l2[28:35])
    else:
        assert l2[9] != "<"
        assert check_digit(l2[0:9]) == l2[9]
    assert check_digit(l2[13:19]) == l2[19]
    assert check_digit(l2[21:27]) == l2[27]
    if fmt == "td2":
        assert check_digit(l2[0:10] + l2[13:20] + l2[21:35]) == l2[35]
    if fmt == "td3":
        assert check_digit(l2[28:42]) == l2[42]
        assert check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]


# --- the ICAO specimens, as published in ICAO 9303 Parts 4-7 ---------------------------------
SPECIMEN_NAME = dict(surname="ERIKSSON", givenNames="ANNA MARIA")
SPECIMENS = [
    ("ICAO 9303 Part 4 TD3 (passport) specimen",
     dict(format="td3", type="P", countryCode="UTO", passportNo="L898902C3", **SPECIMEN_NAME,
          nationality="UTO", dateOfBirth="740812", personalNo="ZE184226B", sex="F",
          dateOfExpiry="120415"),
     ["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
      "L898902C36UTO7408122F1204159ZE184226B<<<<<10"]),
    ("ICAO 9303 Part 5 TD1 (ID card) specimen",
     dict(format="td1", type="I", countryCode="UTO", passportNo="D23145890", **SPECIMEN_NAME,
          nationality="UTO", dateOfBirth="740812", sex="F", dateOfExpiry="120415"),
     ["I<UTOD231458907<<<<<<<<<<<<<<<",
      "7408122F1204159UTO<<<<<<<<<<<6",
      "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"]),
    ("ICAO 9303 Part 6 TD2 specimen",
     dict(format="td2", type="I", countryCode="UTO", passportNo="D23145890", **SPECIMEN_NAME,
          nationality="UTO", dateOfBirth="740812", sex="F", dateOfExpiry="120415"),
     ["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<",
      "D231458907UTO7408122F1204159<<<<<<<6"]),
    ("ICAO 9303 Part 7 MRV-A (visa) specimen",
     dict(format="mrva", type="V", countryCode="UTO", passportNo="L8988901C", **SPECIMEN_NAME,
          nationality="XXX", dateOfBirth="400907", sex="F", dateOfExpiry="961210",
          personalNo="6ZE184226B"),
     ["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
      "L8988901C4XXX4009078F96121096ZE184226B<<<<<<"]),
    ("ICAO 9303 Part 7 MRV-B (visa) specimen",
     dict(format="mrvb", type="V", countryCode="UTO", passportNo="L8988901C", **SPECIMEN_NAME,
          nationality="XXX", dateOfBirth="400907", sex="F", dateOfExpiry="961210"),
     ["V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<",
      "L8988901C4XXX4009078F9612109<<<<<<<<"]),
]


def self_test():
    for name, fields, lines in SPECIMENS:
        got = compose(fields)
        assert got == lines, (name, got, lines)
    # The shared specimens file and the TD3 vectors already in the repository, when present.
    for path in (ROOT.parent / "shared" / "testdata" / "formats.jsonl",
                 ROOT / "testdata" / "vectors.jsonl"):
        if not path.exists():
            print(f"note: {path} not found, skipped", file=sys.stderr)
            continue
        for raw in path.read_text(encoding="utf-8").splitlines():
            if not raw.strip():
                continue
            rec = json.loads(raw)
            if rec.get("decodeOnly") or "fields" not in rec:
                continue
            got = compose(rec["fields"])
            assert got == rec["lines"], (path.name, rec["name"], got, rec["lines"])
    # Check digit sanity (ICAO worked examples).
    assert check_digit("L898902C3") == "6"
    assert check_digit("740812") == "2"
    assert check_digit("<<<<<<<<<") == "0"


# --- the vectors ---------------------------------------------------------------------------
EMPTY = dict(countryCode="", passportNo="", surname="", givenNames="", nationality="",
             dateOfBirth="", personalNo="", sex="", dateOfExpiry="")


def person(fmt, **over):
    """A plain record of the given format; keyword arguments replace fields."""
    base = dict(format=fmt, type={"td1": "I", "td2": "I", "td3": "P"}.get(fmt, "V"),
                countryCode="UTO", passportNo="D23145890", surname="ERIKSSON",
                givenNames="ANNA MARIA", nationality="UTO", dateOfBirth="740812",
                personalNo="", sex="F", dateOfExpiry="120415")
    if fmt == "td1":
        base["optionalData2"] = ""
    base.update(over)
    return base


A26 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LONG_NUMBER = "D231458901234567890ABCDEFGHIJ"  # sliced to the lengths under test


def vectors():
    out = [(name, fields) for name, fields, _ in SPECIMENS]
    V = lambda name, fields: out.append((name, fields))

    # Empty records, type only.
    for fmt, t in (("td1", "I"), ("td2", "I"), ("td3", "P"), ("mrva", "V"), ("mrvb", "V")):
        f = dict(format=fmt, type=t, **EMPTY)
        if fmt == "td1":
            f["optionalData2"] = ""
        V(f"{fmt.upper()} empty record, type only: all fillers, every check digit 0", f)

    # Names at and over each format's limit (W = name width).
    for fmt, w in (("td1", 30), ("td2", 31), ("mrvb", 31), ("mrva", 39), ("td3", 39)):
        F = fmt.upper()
        V(f"{F} surname of exactly {w - 3} (W-3) leaves one character of given names",
          person(fmt, surname=(A26 * 2)[: w - 3], givenNames="KATHERINE"))
        V(f"{F} surname of {w + 5} is cut to {w - 3}, given names keep one character",
          person(fmt, surname=(A26 * 2)[: w + 5], givenNames="HUBERT BLAINE"))
        V(f"{F} long given names are cut at the end of the {w}-character name field",
          person(fmt, surname="DOE", givenNames="JOHANNES MAXIMILIAN FRIEDRICH WILHELM ALEXANDER"))
    V("TD1 surname and given names fill the 30-character name field exactly",
      person("td1", surname="ABCDEFGHIJKLMN", givenNames="OPQRST UVWXYZA"))
    V("TD1 surname of 30 with no given names: surname still cut to 27, then fillers",
      person("td1", surname=A26 + "ABCD", givenNames=""))
    V("TD2 given names that clean to nothing: the field is the surname alone",
      person("td2", surname="LEE", givenNames="🙂 ✓"))
    V("TD1 given names only: empty surname, two fillers, then given names",
      person("td1", surname="", givenNames="SUKARNO"))

    # Unicode in drop mode, then the same inputs in icao mode.
    latin = dict(surname="Müller-Lüdenscheidt", givenNames="Zoë Ångström")
    V("TD1 drop mode: umlauts, diaeresis, ring and hyphen are removed", person("td1", **latin))
    V("TD1 icao mode: Ü->UE, Ë->E, Å->AA, Ö->OE, hyphen in a name becomes a filler",
      person("td1", letters="icao", **latin))
    nordic = dict(surname="Øvergård Þórsdóttir", givenNames="Æsa Straße")
    V("TD2 drop mode: Ø Å Þ Ó Æ removed, ß upper-cases to SS",
      person("td2", **nordic))
    V("TD2 icao mode: Ø->OE, Å->AA, Þ->TH, Ó->O, Æ->AE, ß->SS",
      person("td2", letters="icao", **nordic))
    misc = dict(surname="Łukasiewicz-Núñez", givenNames="François Œdipe Zoé")
    V("MRV-A drop mode: Ł Ñ Ú Ç Œ É removed, hyphen removed", person("mrva", **misc))
    V("MRV-A icao mode: Ł->L, Ú->U, Ñ->N, Ç->C, Œ->OE, É->E, hyphen to filler",
      person("mrva", letters="icao", **misc))
    misc_lower = dict(surname="łukasiewicz-núñez", givenNames="françois œdipe zoé")
    V("MRV-B drop mode with lower-case accented letters: upper-cased, accents removed",
      person("mrvb", **misc_lower))
    V("MRV-B icao mode with lower-case accented letters: upper-cased, then transliterated",
      person("mrvb", letters="icao", **misc_lower))
    V("TD2 drop mode: a removed first given name leaves its space (no trimming), three fillers",
      person("td2", surname="LEE", givenNames="Юлия Anna"))
    cyr = dict(surname="Щукина-Хрущёва", givenNames="Юлия Жанна")
    V("TD1 drop mode: Cyrillic is removed entirely", person("td1", **cyr))
    V("TD1 icao mode: Щ->SHCH, У->U, К->K, И->I, Н->N, А->A, Х->KH, Р->R, Ё->E, В->V, Ю->IU, Л->L, Я->IA, Ж->ZH",
      person("td1", letters="icao", **cyr))
    cyr2 = dict(surname="Подъячий Цой", givenNames="Эльвира Йошкар Быкова Чулпан")
    V("TD3 drop mode: Cyrillic names are removed, only fillers remain",
      person("td3", **cyr2))
    V("TD3 icao mode: Ъ->IE, Я->IA, Ч->CH, Й->I, Ц->TS, Э->E, Ь dropped, Ы->Y, Ш->SH",
      person("td3", letters="icao", **cyr2))
    V("TD1 icao mode: Щ expands to SHCH before the 27-character surname cut",
      person("td1", letters="icao", surname="ЩЩЩЩЩЩЩ", givenNames="ШУРА"))
    wide = dict(passportNo="ＡＢ１２３４５６７", surname="ＹＡＭＡＤＡ", givenNames="ｔａｒｏ　ｊｉｒｏ",
                countryCode="ＪＰＮ", nationality="JPN")
    V("TD2 drop mode: full-width letters, digits and ideographic space are removed",
      person("td2", **wide))
    V("TD2 icao mode: full-width letters and digits fold to ASCII, U+3000 becomes a filler",
      person("td2", letters="icao", **wide))
    V("MRV-B icao mode: Japanese script has no transliteration and is still removed",
      person("mrvb", letters="icao", surname="山田 Ōta", givenNames="太郎"))

    # TD1 and TD2 document numbers: 9, 10, 12, the maximum, one over the maximum.
    for fmt, opt_w, pno in (("td1", 15, "ZE184226B 12345"), ("td2", 7, "ZE18422")):
        F = fmt.upper()
        mx = 9 + opt_w - 1
        for n, what in ((9, "9: fits, check digit in place"),
                        (10, "10: overflow, 1 extra character + check digit in optional data"),
                        (12, "12: overflow, 3 extra characters + check digit in optional data"),
                        (mx, f"{mx} (the maximum): the extra characters and check digit fill the optional data"),
                        (mx + 1, f"{mx + 1} (one over the maximum): cut to {mx} first")):
            V(f"{F} document number of {what}; no personal number",
              person(fmt, passportNo=LONG_NUMBER[:n], personalNo=""))
            if n == 9:
                tail = f"personal number of {len(pno)} fills the optional data"
            elif n < mx:
                tail = f"then one filler and the personal number, all cut to {opt_w}"
            else:
                tail = "the personal number is cut away entirely"
            V(f"{F} document number of {what}; {tail}",
              person(fmt, passportNo=LONG_NUMBER[:n], personalNo=pno))
    V("TD1 document number typed with hyphens cleans to 11 characters and overflows",
      person("td1", passportNo="AB-123-456-789", personalNo="X1"))
    V("TD2 personal number longer than 7 is cut when the number fits",
      person("td2", personalNo="1234567890"))
    V("TD1 personal number longer than 15 is cut when the number fits",
      person("td1", personalNo="ZE184226B1234567890"))

    # TD1 second optional data.
    V("TD1 optionalData2 fills line 2 and enters the composite check digit",
      person("td1", optionalData2="ABC 123", personalNo="ZE184226B"))
    V("TD1 optionalData2 longer than 11 is cut to 11",
      person("td1", optionalData2="OPTIONAL DATA TWO 12345"))
    V("TD2 ignores optionalData2",
      person("td2", optionalData2="IGNORED123", personalNo="1234567"))
    V("MRV-A ignores optionalData2",
      person("mrva", optionalData2="IGNORED123"))

    # Visas: optional data and numbers over 9.
    V("MRV-A optional data of exactly 16", person("mrva", personalNo="1234567890ABCDEF"))
    V("MRV-A optional data over 16 is cut", person("mrva", personalNo="1234567890ABCDEFGHIJ"))
    V("MRV-B optional data of 8 with a space", person("mrvb", personalNo="AB 12345"))
    V("MRV-B optional data over 8 is cut", person("mrvb", personalNo="ZE184226B77"))
    V("MRV-A document number over 9 is simply cut to 9 (no overflow into optional data)",
      person("mrva", passportNo="L8988901C1234", personalNo="6ZE184226B"))
    V("MRV-B document number over 9 is simply cut to 9",
      person("mrvb", passportNo="L8988901C1234"))
    V("TD3 document number over 9 is simply cut to 9 (format given explicitly)",
      person("td3", passportNo="L898902C3XYZ", personalNo="ZE184226B"))

    # Lower-case input.
    lower = dict(type="i", countryCode="uto", passportNo="d23145890", surname="eriksson",
                 givenNames="anna maria", nationality="uto", sex="f")
    V("TD1 lower-case input gives the specimen", person("td1", **lower))
    V("TD2 lower-case input gives the specimen", person("td2", **lower))
    V("MRV-A lower-case input, including the optional data",
      person("mrva", **{**lower, "type": "v", "passportNo": "l8988901c", "nationality": "xxx",
                        "dateOfBirth": "400907", "dateOfExpiry": "961210",
                        "personalNo": "6ze184226b"}))
    V("TD1 lower-case long document number and optionalData2",
      person("td1", **{**lower, "passportNo": "d231458901234", "personalNo": "ab",
                       "optionalData2": "xyz"}))

    # Other field widths.
    V("TD1 one-letter state D and sex X, two-letter type",
      person("td1", type="ID", countryCode="D", nationality="D", sex="X"))
    V("TD2 overlong type, state and dates are cut to their widths",
      person("td2", type="IRX", countryCode="UTOPIA", nationality="UTOPIA",
             dateOfBirth="7408121", dateOfExpiry="12041599"))
    return out


def main():
    self_test()
    seen = set()
    records = []
    for name, fields in vectors():
        assert name not in seen, "duplicate name: " + name
        seen.add(name)
        lines = compose(fields)
        verify(fields.get("format", "td3"), lines)
        records.append({"name": name, "fields": fields, "lines": lines})
    for name, fields, lines in SPECIMENS:
        assert next(r for r in records if r["name"] == name)["lines"] == lines
    formats = {r["fields"]["format"] for r in records}
    assert formats == set(SHAPE), formats
    assert len(records) >= 40, len(records)
    for r in records:
        print(json.dumps(r, ensure_ascii=False))


if __name__ == "__main__":
    main()
