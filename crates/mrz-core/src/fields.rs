//! The record as a person types it, and how its fields map to ICAO 9303 names: the ten fields
//! of the specification, the second optional data of an ID card, the zone's format and how
//! letters outside A-Z are written.

use crate::format::{Format, Layout, Names};
pub use crate::letters::Letters;
use serde::{Deserialize, Serialize};

/// One of the text fields of a record, in the order the form shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "FieldKey"))]
pub enum Field {
    Type,
    CountryCode,
    PassportNo,
    Surname,
    GivenNames,
    Nationality,
    DateOfBirth,
    PersonalNo,
    Sex,
    DateOfExpiry,
    /// TD1 only: the optional data of line 2.
    OptionalData2,
}

impl Field {
    pub const ALL: [Field; 11] = [
        Field::Type,
        Field::CountryCode,
        Field::PassportNo,
        Field::Surname,
        Field::GivenNames,
        Field::Nationality,
        Field::DateOfBirth,
        Field::PersonalNo,
        Field::Sex,
        Field::DateOfExpiry,
        Field::OptionalData2,
    ];

    /// The key used by the form, URLs, session storage and JSON input.
    pub fn key(self) -> &'static str {
        match self {
            Field::Type => "type",
            Field::CountryCode => "countryCode",
            Field::PassportNo => "passportNo",
            Field::Surname => "surname",
            Field::GivenNames => "givenNames",
            Field::Nationality => "nationality",
            Field::DateOfBirth => "dateOfBirth",
            Field::PersonalNo => "personalNo",
            Field::Sex => "sex",
            Field::DateOfExpiry => "dateOfExpiry",
            Field::OptionalData2 => "optionalData2",
        }
    }

    /// The name ICAO 9303 (and MRZ builder libraries) give the same data element.
    pub fn icao_name(self) -> &'static str {
        match self {
            Field::Type => "documentType",
            Field::CountryCode => "issuingState",
            Field::PassportNo => "documentNumber",
            Field::Surname => "primaryIdentifier",
            Field::GivenNames => "secondaryIdentifier",
            Field::Nationality => "nationality",
            Field::DateOfBirth => "dateOfBirth",
            Field::PersonalNo => "personalNumber",
            Field::Sex => "sex",
            Field::DateOfExpiry => "dateOfExpiry",
            Field::OptionalData2 => "optionalData2",
        }
    }

    /// Whether a zone of `layout` has a place for this field (only TD1 and the Swiss licence
    /// have `optionalData2`; the national layouts lack several).
    pub fn in_layout(self, layout: &Layout) -> bool {
        match self {
            Field::GivenNames => layout.names != Names::SurnameOnly,
            field => !layout.slot(field).is_none(),
        }
    }

    /// Look a field up by its form key or its ICAO name.
    pub fn from_key(key: &str) -> Option<Field> {
        Field::ALL
            .into_iter()
            .find(|f| f.key() == key || f.icao_name() == key)
    }
}

/// A record: free-text fields, the format of its zone and the letters mode. Missing JSON keys
/// read as empty strings (TD3, letters dropped), and the ICAO names are accepted as aliases so
/// output of other MRZ builders can be fed in directly.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Fields {
    pub format: Format,
    #[serde(skip_serializing_if = "Letters::is_drop")]
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub letters: Letters,
    #[serde(rename = "type", alias = "documentType")]
    pub doc_type: String,
    #[serde(alias = "issuingState")]
    pub country_code: String,
    #[serde(alias = "documentNumber")]
    pub passport_no: String,
    #[serde(alias = "primaryIdentifier")]
    pub surname: String,
    #[serde(alias = "secondaryIdentifier")]
    pub given_names: String,
    pub nationality: String,
    pub date_of_birth: String,
    #[serde(alias = "personalNumber")]
    pub personal_no: String,
    pub sex: String,
    pub date_of_expiry: String,
    pub optional_data2: String,
}

impl Fields {
    /// ICAO 9303's example holder, Anna Maria Eriksson of Utopia, on a document of `format`
    /// with its first usual code (`P`, `I`, `V`; a national layout's own code and state, a
    /// Swiss number of its shape, and only the fields it has): for examples, benchmarks and
    /// tests.
    pub fn specimen(format: Format) -> Fields {
        let layout = format.layout();
        let mut fields = Fields {
            format,
            doc_type: layout.codes[0].into(),
            country_code: layout.states.first().unwrap_or(&"UTO").to_string(),
            passport_no: "L898902C3".into(),
            surname: "ERIKSSON".into(),
            given_names: "ANNA MARIA".into(),
            nationality: "UTO".into(),
            date_of_birth: "740812".into(),
            sex: "F".into(),
            date_of_expiry: "120415".into(),
            ..Fields::default()
        };
        if format == Format::CheDl {
            // The office's letters and number, the language; the PIN code and version.
            fields.passport_no = "UTO123D".into();
            fields.personal_no = "123456789".into();
            fields.optional_data2 = "001".into();
        }
        for field in Field::ALL.into_iter().filter(|f| !f.in_layout(layout)) {
            fields.get_mut(field).clear();
        }
        fields
    }

    pub fn get(&self, field: Field) -> &str {
        match field {
            Field::Type => &self.doc_type,
            Field::CountryCode => &self.country_code,
            Field::PassportNo => &self.passport_no,
            Field::Surname => &self.surname,
            Field::GivenNames => &self.given_names,
            Field::Nationality => &self.nationality,
            Field::DateOfBirth => &self.date_of_birth,
            Field::PersonalNo => &self.personal_no,
            Field::Sex => &self.sex,
            Field::DateOfExpiry => &self.date_of_expiry,
            Field::OptionalData2 => &self.optional_data2,
        }
    }

    pub fn get_mut(&mut self, field: Field) -> &mut String {
        match field {
            Field::Type => &mut self.doc_type,
            Field::CountryCode => &mut self.country_code,
            Field::PassportNo => &mut self.passport_no,
            Field::Surname => &mut self.surname,
            Field::GivenNames => &mut self.given_names,
            Field::Nationality => &mut self.nationality,
            Field::DateOfBirth => &mut self.date_of_birth,
            Field::PersonalNo => &mut self.personal_no,
            Field::Sex => &mut self.sex,
            Field::DateOfExpiry => &mut self.date_of_expiry,
            Field::OptionalData2 => &mut self.optional_data2,
        }
    }

    /// The record as the MRZ builder input: pairs of ICAO name and value, in form order.
    pub fn icao_pairs(&self) -> [(&'static str, &str); 11] {
        Field::ALL.map(|f| (f.icao_name(), self.get(f)))
    }
}

/// `names`' words (parted by spaces, any number) joined by `gap`: the French card's given names
/// are two fillers apart in its zone, one space apart read back.
pub fn parted(names: &str, gap: &str) -> String {
    let mut out = String::with_capacity(names.len() + gap.len());
    for word in names.split(' ').filter(|w| !w.is_empty()) {
        if !out.is_empty() {
            out.push_str(gap);
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
#[path = "fields_tests.rs"]
mod tests;
