//! The tables of ICAO Doc 9303 Part 3 (8th edition, 2021), section 6 "Transliterations
//! recommended for use by States": A (multinational Latin-based characters), B (Cyrillic) and
//! C (Arabic script). Part 3 gives no other table (none for Greek, say), so none is made up here.
//!
//! Each row lists the characters one spelling serves. ICAO lists capitals only; the small
//! letters are added beside them because people type names in either case.

/// The code-point ranges every table character falls in, each looked up by direct index.
pub const BLOCKS: [(char, char); 4] = [
    ('\u{C0}', '\u{17F}'),    // Latin-1 letters and Latin Extended-A
    ('\u{400}', '\u{4BB}'),   // Cyrillic, up to Һ
    ('\u{621}', '\u{6D3}'),   // Arabic letters and marks
    ('\u{1E9E}', '\u{1E9E}'), // ẞ, the one letter ICAO lists from Latin Extended Additional
];

/// The three tables, in the order ICAO gives them.
pub const ALL: [&[(&str, &str)]; 3] = [LATIN, CYRILLIC, ARABIC];

/// Table A. Where ICAO offers a choice (Ä "AE or A", Å "AA or A", Ñ "N or NXX", Ö "OE or O",
/// Ü "UE or UXX or U") the first is given. ICAO lists nothing from Latin Extended-B, nor
/// Vietnamese letters.
pub const LATIN: &[(&str, &str)] = &[
    ("ÀÁÂÃĀĂĄàáâãāăą", "A"),
    ("ÄÆäæ", "AE"),
    ("Åå", "AA"),
    ("ÇĆĈĊČçćĉċč", "C"),
    ("ÐĎĐðďđ", "D"),
    ("ÈÉÊËĒĔĖĘĚèéêëēĕėęě", "E"),
    ("ĜĞĠĢĝğġģ", "G"),
    ("ĤĦĥħ", "H"),
    // İ's small letter is the ASCII i; ı is ICAO's own row ("I without dot (Turkey)").
    ("ÌÍÎÏĨĪĬĮİìíîïĩīĭįı", "I"),
    ("Ĳĳ", "IJ"),
    ("Ĵĵ", "J"),
    ("Ķķ", "K"),
    ("ĹĻĽĿŁĺļľŀł", "L"),
    ("ÑŃŅŇŊñńņňŋ", "N"),
    ("ÒÓÔÕŌŎŐòóôõōŏő", "O"),
    ("ÖØŒöøœ", "OE"),
    ("ŔŖŘŕŗř", "R"),
    ("ŚŜŞŠśŝşš", "S"),
    // Upper-casing already turns ß into SS; ẞ (Germany) is listed by ICAO.
    ("ẞß", "SS"),
    ("ŢŤŦţťŧ", "T"),
    ("Þþ", "TH"),
    ("ÙÚÛŨŪŬŮŰŲùúûũūŭůűų", "U"),
    ("Üü", "UE"),
    ("Ŵŵ", "W"),
    ("ÝŶŸýŷÿ", "Y"),
    ("ŹŻŽźżž", "Z"),
];

/// Table B. ICAO gives one spelling per letter, then exceptions by language (Г is H in
/// Belarusian, Serbian and Ukrainian; И is Y in Ukrainian; Щ is SHT in Bulgarian; Ж, Х, Ц,
/// Ч, Ш lose their H in Serbian; Ё is IO in Belarusian; Є, Ї, Й, Ю, Я begin with Y at the start
/// of a Ukrainian name; Ќ, Ѓ, Џ are KJ, GJ, DJ in Macedonian). One character does not tell
/// its language, so the main spelling is given and the holder's State may differ.
pub const CYRILLIC: &[(&str, &str)] = &[
    ("Аа", "A"),
    ("Бб", "B"),
    ("Вв", "V"),
    // ICAO prints Ғ (U+0492) with the Macedonian exception GJ, which belongs to Ѓ (U+0403):
    // both are kept, the letter meant and the code point printed.
    ("ГгҐґЃѓҒғ", "G"),
    ("ДдЂђ", "D"),
    ("ЕеЁёЭэ", "E"),
    ("Жж", "ZH"),
    ("Зз", "Z"),
    ("ИиЙйІіЇї", "I"),
    ("Кк", "K"),
    ("Лл", "L"),
    ("Мм", "M"),
    ("Нн", "N"),
    ("Оо", "O"),
    ("Пп", "P"),
    ("Рр", "R"),
    ("Сс", "S"),
    ("Тт", "T"),
    ("УуЎўѪѫ", "U"),
    ("Фф", "F"),
    ("Хх", "KH"),
    ("Цц", "TS"),
    ("Чч", "CH"),
    ("Шш", "SH"),
    ("Щщ", "SHCH"),
    ("ЪъЄє", "IE"),
    ("ЫыѴѵ", "Y"),
    // ICAO's table has no row for the soft sign: it is written as nothing, as Russian
    // passports do.
    ("Ьь", ""),
    ("Юю", "IU"),
    ("Яя", "IA"),
    ("Јј", "J"),
    ("Љљ", "LJ"),
    ("Њњ", "NJ"),
    ("Ќќ", "K"),
    ("ЅѕЏџ", "DZ"),
    // ICAO prints Һ (U+04BA) for C, which is Serbian Ћ (U+040B): both are kept, as for Ғ.
    ("ЋћҺһ", "C"),
];

/// Table C, written by code point since Arabic joins and runs right to left. Teh marbuta is
/// XTA, and XAH only at the end of a name component, which one character cannot tell. Shadda
/// doubles the letter before it, so it has no spelling of its own; nor do the four letters
/// ICAO marks "not encoded" (U+069C, U+06A2, U+06A7, U+06A8).
pub const ARABIC: &[(&str, &str)] = &[
    // Tatweel, the short vowels, tanwin, sukun and superscript alef: "not encoded".
    (
        "\u{640}\u{64B}\u{64C}\u{64D}\u{64E}\u{64F}\u{650}\u{652}\u{670}",
        "",
    ),
    ("\u{621}", "XE"),       // hamza
    ("\u{622}", "XAA"),      // alef with madda above
    ("\u{623}", "XAE"),      // alef with hamza above
    ("\u{624}", "U"),        // waw with hamza above
    ("\u{625}", "I"),        // alef with hamza below
    ("\u{626}", "XI"),       // yeh with hamza above
    ("\u{627}", "A"),        // alef
    ("\u{628}", "B"),        // beh
    ("\u{629}", "XTA"),      // teh marbuta
    ("\u{62A}", "T"),        // teh
    ("\u{62B}", "XTH"),      // theh
    ("\u{62C}", "J"),        // jeem
    ("\u{62D}", "XH"),       // hah
    ("\u{62E}", "XKH"),      // khah
    ("\u{62F}", "D"),        // dal
    ("\u{630}", "XDH"),      // thal
    ("\u{631}", "R"),        // reh
    ("\u{632}", "Z"),        // zain
    ("\u{633}", "S"),        // seen
    ("\u{634}", "XSH"),      // sheen
    ("\u{635}", "XSS"),      // sad
    ("\u{636}", "XDZ"),      // dad
    ("\u{637}", "XTT"),      // tah
    ("\u{638}", "XZZ"),      // zah
    ("\u{639}", "E"),        // ain
    ("\u{63A}", "G"),        // ghain
    ("\u{641}", "F"),        // feh
    ("\u{642}", "Q"),        // qaf
    ("\u{643}", "K"),        // kaf
    ("\u{644}", "L"),        // lam
    ("\u{645}", "M"),        // meem
    ("\u{646}", "N"),        // noon
    ("\u{647}", "H"),        // heh
    ("\u{648}", "W"),        // waw
    ("\u{649}", "XAY"),      // alef maksura
    ("\u{64A}\u{6D0}", "Y"), // yeh; yeh (Pashto)
    ("\u{671}", "XXA"),      // alef wasla
    ("\u{679}", "XXT"),      // tteh
    ("\u{67C}", "XRT"),      // teh with ring
    ("\u{67E}", "P"),        // peh
    ("\u{681}", "XKE"),      // hah with hamza above
    ("\u{685}", "XXH"),      // hah with 3 dots above
    ("\u{686}", "XC"),       // tcheh
    ("\u{688}", "XXD"),      // ddal
    ("\u{689}", "XDR"),      // dal with ring
    ("\u{691}", "XXR"),      // rreh
    ("\u{693}", "XRR"),      // reh with ring
    ("\u{696}", "XRX"),      // reh with dot below and dot above
    ("\u{698}", "XJ"),       // jeh
    ("\u{69A}", "XXS"),      // seen with dot below and dot above
    ("\u{6A9}", "XKK"),      // keheh
    ("\u{6AB}", "XXK"),      // kaf with ring
    ("\u{6AD}", "XNG"),      // ng
    ("\u{6AF}", "XGG"),      // gaf
    ("\u{6BA}", "XNN"),      // noon ghunna
    ("\u{6BC}", "XXN"),      // noon with ring
    ("\u{6BE}", "XDO"),      // heh doachashmee
    ("\u{6C0}", "XYH"),      // heh with yeh above
    ("\u{6C1}", "XXG"),      // heh goal
    ("\u{6C2}", "XGE"),      // heh goal with hamza above
    ("\u{6C3}", "XTG"),      // teh marbuta goal
    ("\u{6CC}", "XYA"),      // farsi yeh
    ("\u{6CD}", "XXY"),      // yeh with tail
    ("\u{6D2}", "XYB"),      // yeh barree
    ("\u{6D3}", "XBE"),      // yeh barree with hamza above
];
