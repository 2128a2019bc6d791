//! The Rust `mrz` crate (crates.io, 0.9) as `mrz bench` times it: its emitters fed the same
//! field values our `compose` gets, and its parsers given the same lines our `decode` reads.
//! Its inputs are typed (dates, sex) and per format, so they are built before the clock runs.

use mrz_core::{Fields, Format};
use mrz_peer::{Date, MrvAFields, MrvBFields, MrzDate, Sex, Td1Fields, Td2Fields, Td3Fields};

/// One record as the peer's emitter for its format takes it.
pub enum Input {
    Td1(Td1Fields),
    Td2(Td2Fields),
    Td3(Td3Fields),
    Mrva(MrvAFields),
    Mrvb(MrvBFields),
}

/// YYMMDD as a typed date; the century is not printed, so any will do. Empty is unknown.
fn date(yymmdd: &str) -> MrzDate {
    let n = |i: usize| yymmdd.get(i..i + 2).and_then(|s| s.parse::<u32>().ok());
    match (n(0), n(2), n(4)) {
        (Some(y), Some(m), Some(d)) => MrzDate::Calendar(Date::new(1900 + y as i32, m, d)),
        _ => MrzDate::Unknown,
    }
}

fn sex(value: &str) -> Sex {
    value
        .chars()
        .next()
        .map_or(Sex::Unspecified, Sex::from_zone)
}

fn optional(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

/// Our record as the peer's input: the optional data of every format but TD3 is what our
/// `personalNo` fills, and TD1's second optional data is `optionalData2`. None for the
/// national formats, which the peer does not know.
pub fn input(f: &Fields) -> Option<Input> {
    let (birth, expiry, sex) = (date(&f.date_of_birth), date(&f.date_of_expiry), sex(&f.sex));
    let text = |s: &String| s.clone();
    macro_rules! common {
        ($ty:ident { $($extra:tt)* }) => {
            $ty {
                document_code: text(&f.doc_type),
                issuing_country: text(&f.country_code),
                document_number: text(&f.passport_no),
                surname: text(&f.surname),
                given_names: text(&f.given_names),
                nationality: text(&f.nationality),
                date_of_birth: birth,
                sex,
                date_of_expiry: expiry,
                $($extra)*
            }
        };
    }
    let personal = optional(&f.personal_no);
    Some(match f.format {
        Format::Td3 => Input::Td3(common!(Td3Fields {
            personal_number: personal
        })),
        Format::Td2 => Input::Td2(common!(Td2Fields {
            optional_data: personal
        })),
        Format::Mrva => Input::Mrva(common!(MrvAFields {
            optional_data: personal
        })),
        Format::Mrvb => Input::Mrvb(common!(MrvBFields {
            optional_data: personal
        })),
        Format::Td1 => Input::Td1(common!(Td1Fields {
            optional_data_1: personal,
            optional_data_2: optional(&f.optional_data2),
        })),
        Format::FraId | Format::FraDl | Format::CheDl => return None,
    })
}

/// The peer's zone: its lines joined by `\n`.
pub fn emit(input: &Input) -> String {
    match input {
        Input::Td1(f) => mrz_peer::format_td1(f),
        Input::Td2(f) => mrz_peer::format_td2(f),
        Input::Td3(f) => mrz_peer::format_td3(f),
        Input::Mrva(f) => mrz_peer::format_mrv_a(f),
        Input::Mrvb(f) => mrz_peer::format_mrv_b(f),
    }
}

/// Whether the peer reads `lines` of `format` as valid (every check digit right): never a
/// national format's, which it does not know.
pub fn parse(format: Format, lines: &[String]) -> bool {
    let l = |i: usize| lines.get(i).map_or("", String::as_str);
    let read = match format {
        Format::Td1 => mrz_peer::parse_td1(l(0), l(1), l(2)),
        Format::Td2 => mrz_peer::parse_td2(l(0), l(1)),
        Format::Td3 => mrz_peer::parse_td3(l(0), l(1)),
        Format::Mrva => mrz_peer::parse_mrv_a(l(0), l(1)),
        Format::Mrvb => mrz_peer::parse_mrv_b(l(0), l(1)),
        Format::FraId | Format::FraDl | Format::CheDl => return false,
    };
    read.is_ok_and(|d| d.valid())
}
