//! The plain output of `mrz check` in English: formats by name and kind, fields, check digits,
//! findings and repairs as sentences, lines and columns counted from 1. (`--json` gives the
//! core's codes instead, for programs.)

use mrz_core::{Change, Check, CheckName, DateProblem, Field, Finding, Format};
use std::fmt::Display;

/// "TD1 (ID card)", "MRV-A (visa)".
pub fn format_name(format: Format) -> &'static str {
    match format {
        Format::Td3 => "TD3 (passport)",
        Format::Td1 => "TD1 (ID card)",
        Format::Td2 => "TD2 (ID card)",
        Format::Mrva => "MRV-A (visa)",
        Format::Mrvb => "MRV-B (visa)",
        Format::FraId => "French identity card (before 2021)",
        Format::FraDl => "French driving licence",
        Format::CheDl => "Swiss driving licence",
    }
}

/// A field's name on a document of `format`: the national layouts' own where they differ.
pub fn field_name(field: Field, format: Format) -> &'static str {
    match (format, field) {
        (Format::FraId, Field::PersonalNo) => "issuing office",
        (Format::FraId, Field::PassportNo) => "card number",
        (Format::FraDl | Format::CheDl, Field::PassportNo) => "licence number",
        (Format::CheDl, Field::PersonalNo) => "PIN code",
        (Format::CheDl, Field::OptionalData2) => "version",
        // As the page names them: ICAO's personal number is a passport's; cards and visas
        // print optional data there, and a visa's number is the visa's.
        (Format::Td1, Field::PersonalNo) => "optional data, line 1",
        (Format::Td1, Field::OptionalData2) => "optional data, line 2",
        (Format::Td2 | Format::Mrva | Format::Mrvb, Field::PersonalNo) => "optional data",
        (Format::Mrva | Format::Mrvb, Field::PassportNo) => "visa number",
        _ => icao_field_name(field),
    }
}

fn icao_field_name(field: Field) -> &'static str {
    match field {
        Field::Type => "document code",
        Field::CountryCode => "issuing state",
        Field::PassportNo => "document number",
        Field::Surname => "surname",
        Field::GivenNames => "given names",
        Field::Nationality => "nationality",
        Field::DateOfBirth => "date of birth",
        Field::PersonalNo => "personal number",
        Field::Sex => "sex",
        Field::DateOfExpiry => "date of expiry",
        Field::OptionalData2 => "optional data 2",
    }
}

fn check_name(name: CheckName) -> &'static str {
    match name {
        CheckName::PassportNo => "document number",
        CheckName::DateOfBirth => "date of birth",
        CheckName::DateOfExpiry => "date of expiry",
        CheckName::PersonalNo => "personal number",
        CheckName::Composite => "composite",
    }
}

/// "1 zone", "2 zones".
pub fn count(n: usize, thing: &str) -> String {
    match n {
        1 => format!("1 {thing}"),
        _ => format!("{n} {thing}s"),
    }
}

/// "two", "three", ... as a sentence says a small number.
fn number(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_owned())
}

/// Where a character is, from 1: "line 2 column 20".
fn place(line: usize, column: usize) -> String {
    format!("line {} column {}", line + 1, column + 1)
}

/// "date of birth check digit: 2, should be 6 (line 2 column 20)".
pub fn check(c: &Check) -> String {
    let why = match c.consequent {
        true => ", wrong only through the digits above",
        false => "",
    };
    format!(
        "{} check digit: {}, should be {} ({}){why}",
        check_name(c.name),
        c.found,
        c.expected,
        place(c.line, c.at)
    )
}

/// "line 1 column 9 I→1".
pub fn change(c: &Change) -> String {
    format!("{} {}→{}", place(c.line, c.column), c.from, c.to)
}

/// "two single changes would each make every digit right: line 1 column 9 I→1, ...".
pub fn candidates(changes: &[Change]) -> String {
    let listed: Vec<String> = changes.iter().map(change).collect();
    format!(
        "{} single changes would each make every digit right: {}",
        number(changes.len()),
        listed.join(", ")
    )
}

/// "A, C or I" from "ACI".
fn either(letters: &str) -> String {
    one_of(&letters.chars().map(String::from).collect::<Vec<_>>())
}

/// "A", "CHE or LIE", "A, C or I".
pub fn one_of(items: &[String]) -> String {
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => items.concat(),
    }
}

/// A value as read, or "none" when it is all fillers.
fn value(v: &str) -> &str {
    match v {
        "" => "none",
        v => v,
    }
}

/// A finding as a sentence: "date of birth: letters where only digits go (O)", "expired on
/// 2012-04-15".
pub fn finding(f: &Finding, format: Format) -> String {
    let named =
        |field: &Field, what: &dyn Display| format!("{}: {what}", field_name(*field, format));
    match f {
        Finding::LettersInDigits { field, chars } => {
            named(field, &format!("letters where only digits go ({chars})"))
        }
        Finding::InvalidDate { field, reason } => {
            let why = match reason {
                DateProblem::Length | DateProblem::NotDigits => "not six digits",
                DateProblem::Month => "month outside 01 to 12",
                DateProblem::Day => "day outside its month",
            };
            named(field, &format!("not a date ({why})"))
        }
        Finding::DateUnknown { field } => named(field, &"unknown (all fillers)"),
        Finding::ExpiryBeforeBirth { birth, expiry } => {
            format!("expiry ({expiry}) is not after birth ({birth})")
        }
        Finding::Expired { on } => format!("expired on {on}"),
        Finding::ValidUntil { until } => format!("valid until {until}"),
        Finding::InvalidSex { field, value } => {
            named(field, &format!("{value} is not M, F, X or <"))
        }
        Finding::SexUnspecified { field } => named(field, &"X (unspecified)"),
        Finding::InvalidCountryCode { field, value } => named(
            field,
            &format!("{value} is not a country code (not letters)"),
        ),
        Finding::UnknownCountry { field, value } => {
            named(field, &format!("{value} is not a known country code"))
        }
        Finding::MissingCountry { field } => named(field, &"missing"),
        Finding::UnexpectedDocumentCode {
            field,
            value: code,
            expected,
        } => named(
            field,
            &format!("{}, should begin with {}", value(code), either(expected)),
        ),
        Finding::UnexpectedIssuer {
            field,
            value: state,
            expected,
        } => named(
            field,
            &format!("{state}, while this layout is issued by {expected}"),
        ),
        Finding::SwissNumber {
            field,
            value: number,
            language,
        } => named(
            field,
            &match language {
                true => format!("{number}: its seventh character is no language (D, F, I or R)"),
                false => format!(
                    "{}, not three letters or digits, three digits and a language (D, F, I or R)",
                    value(number)
                ),
            },
        ),
        Finding::DigitCount {
            field,
            found,
            expected,
        } => {
            let digits = if *found == 1 { "digit" } else { "digits" };
            named(field, &format!("{found} {digits}, not {expected}"))
        }
        Finding::NotFiller {
            line,
            column,
            found,
        } => format!(
            "line {} column {}: {found} where the layout prints <",
            line + 1,
            column + 1
        ),
        Finding::NationalCode {
            field,
            value: code,
            expected,
        } => named(
            field,
            &format!("{}, not this document's {expected}", value(code)),
        ),
    }
}
