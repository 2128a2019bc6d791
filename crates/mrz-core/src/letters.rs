//! The letters mode: what becomes of characters outside A-Z, 0-9 and space.

use serde::{Deserialize, Serialize};

/// How characters outside A-Z, 0-9 and space reach the zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Letters {
    /// The specification's rule: such characters are dropped (a hint suggests the ICAO
    /// spelling).
    #[default]
    Drop,
    /// ICAO 9303 Part 3's transliteration: `Ä` to `AE`, `Ж` to `ZH`, a hyphen in a name to `<`.
    Icao,
}

impl Letters {
    pub fn key(self) -> &'static str {
        match self {
            Letters::Drop => "drop",
            Letters::Icao => "icao",
        }
    }

    pub fn from_key(key: &str) -> Option<Letters> {
        match key.trim().to_ascii_lowercase().as_str() {
            "drop" => Some(Letters::Drop),
            "icao" => Some(Letters::Icao),
            _ => None,
        }
    }

    pub fn is_drop(&self) -> bool {
        *self == Letters::Drop
    }
}
