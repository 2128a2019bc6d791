//! The codes an MRZ may carry for the issuing State or organization and the holder's
//! nationality: ISO 3166-1 alpha-3 (the 249 codes officially assigned), and the codes
//! ICAO Doc 9303 Part 3 section 5 adds for States, organizations and people ISO does not list
//! (D for Germany, RKS, the UN and other organizations, XXA to XXX, UTO for specimens, and the
//! deprecated ANT and NTZ that older documents carry).

/// Every known code, sorted so that a lookup is a binary search.
const CODES: &[&str] = &[
    "ABW", "AFG", "AGO", "AIA", "ALA", "ALB", "AND", "ANT", "ARE", "ARG", "ARM", "ASM", "ATA",
    "ATF", "ATG", "AUS", "AUT", "AZE", "BDI", "BEL", "BEN", "BES", "BFA", "BGD", "BGR", "BHR",
    "BHS", "BIH", "BLM", "BLR", "BLZ", "BMU", "BOL", "BRA", "BRB", "BRN", "BTN", "BVT", "BWA",
    "CAF", "CAN", "CCK", "CHE", "CHL", "CHN", "CIV", "CMR", "COD", "COG", "COK", "COL", "COM",
    "CPV", "CRI", "CUB", "CUW", "CXR", "CYM", "CYP", "CZE", "D", "DEU", "DJI", "DMA", "DNK", "DOM",
    "DZA", "ECU", "EGY", "ERI", "ESH", "ESP", "EST", "ETH", "EUE", "FIN", "FJI", "FLK", "FRA",
    "FRO", "FSM", "GAB", "GBD", "GBN", "GBO", "GBP", "GBR", "GBS", "GEO", "GGY", "GHA", "GIB",
    "GIN", "GLP", "GMB", "GNB", "GNQ", "GRC", "GRD", "GRL", "GTM", "GUF", "GUM", "GUY", "HKG",
    "HMD", "HND", "HRV", "HTI", "HUN", "IDN", "IMN", "IND", "IOT", "IRL", "IRN", "IRQ", "ISL",
    "ISR", "ITA", "JAM", "JEY", "JOR", "JPN", "KAZ", "KEN", "KGZ", "KHM", "KIR", "KNA", "KOR",
    "KWT", "LAO", "LBN", "LBR", "LBY", "LCA", "LIE", "LKA", "LSO", "LTU", "LUX", "LVA", "MAC",
    "MAF", "MAR", "MCO", "MDA", "MDG", "MDV", "MEX", "MHL", "MKD", "MLI", "MLT", "MMR", "MNE",
    "MNG", "MNP", "MOZ", "MRT", "MSR", "MTQ", "MUS", "MWI", "MYS", "MYT", "NAM", "NCL", "NER",
    "NFK", "NGA", "NIC", "NIU", "NLD", "NOR", "NPL", "NRU", "NTZ", "NZL", "OMN", "PAK", "PAN",
    "PCN", "PER", "PHL", "PLW", "PNG", "POL", "PRI", "PRK", "PRT", "PRY", "PSE", "PYF", "QAT",
    "REU", "RKS", "ROU", "RUS", "RWA", "SAU", "SDN", "SEN", "SGP", "SGS", "SHN", "SJM", "SLB",
    "SLE", "SLV", "SMR", "SOM", "SPM", "SRB", "SSD", "STP", "SUR", "SVK", "SVN", "SWE", "SWZ",
    "SXM", "SYC", "SYR", "TCA", "TCD", "TGO", "THA", "TJK", "TKL", "TKM", "TLS", "TON", "TTO",
    "TUN", "TUR", "TUV", "TWN", "TZA", "UGA", "UKR", "UMI", "UNA", "UNK", "UNO", "URY", "USA",
    "UTO", "UZB", "VAT", "VCT", "VEN", "VGB", "VIR", "VNM", "VUT", "WLF", "WSM", "XBA", "XCC",
    "XCE", "XCO", "XDC", "XEC", "XES", "XIM", "XMP", "XOM", "XPO", "XXA", "XXB", "XXC", "XXX",
    "YEM", "ZAF", "ZMB", "ZWE",
];

/// Every three-letter code as one bit of AAA..ZZZ, built at compile time: the checker looks two
/// codes up per zone, and a search of the sorted list (string compares, unpredictable branches)
/// took a fifth of decoding.
const KNOWN: [u64; 26 * 26 * 26 / 64 + 1] = {
    let mut bits = [0u64; 26 * 26 * 26 / 64 + 1];
    let mut i = 0;
    while i < CODES.len() {
        if let Some(n) = index(CODES[i].as_bytes()) {
            bits[n / 64] |= 1 << (n % 64);
        }
        i += 1;
    }
    bits
};

const fn index(code: &[u8]) -> Option<usize> {
    let [a, b, c] = *code else { return None };
    if !(a.is_ascii_uppercase() && b.is_ascii_uppercase() && c.is_ascii_uppercase()) {
        return None;
    }
    Some(((a - b'A') as usize * 26 + (b - b'A') as usize) * 26 + (c - b'A') as usize)
}

/// Whether `code` is a known issuing-State or nationality code, as written in the MRZ without
/// its fillers: upper-case letters, `D` alone for Germany.
pub fn is_known_country(code: &str) -> bool {
    match index(code.as_bytes()) {
        Some(n) => KNOWN[n / 64] & (1 << (n % 64)) != 0,
        None => code == "D",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bits_hold_exactly_the_list() {
        for code in CODES {
            assert!(is_known_country(code), "{code}");
        }
        let set = KNOWN.iter().map(|w| w.count_ones() as usize).sum::<usize>();
        assert_eq!(set + 1, CODES.len(), "every code but D is a bit");
    }

    #[test]
    fn sorted_and_unique() {
        assert!(CODES.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(CODES.len(), 249 + 29);
    }

    #[test]
    fn iso_codes() {
        for code in [
            "JPN", "DEU", "GBR", "USA", "FRA", "SSD", "BES", "ALA", "ATA",
        ] {
            assert!(is_known_country(code), "{code}");
        }
    }

    #[test]
    fn icao_codes() {
        let parts = [
            ("A: not in ISO 3166-1", "D GBD GBN GBO GBP GBS RKS"),
            ("B: reserved by ISO 3166/MA", "EUE"),
            ("C: United Nations travel documents", "UNO UNA UNK"),
            (
                "D: other issuing authorities",
                "XBA XIM XCC XCE XCO XEC XPO XES XMP XOM XDC",
            ),
            (
                "E: persons without a defined nationality",
                "XXA XXB XXC XXX",
            ),
            ("F: deprecated in ISO 3166, for older documents", "ANT NTZ"),
            ("G: specimen documents", "UTO"),
        ];
        let codes: Vec<&str> = parts
            .iter()
            .flat_map(|(_, codes)| codes.split(' '))
            .collect();
        assert_eq!(codes.len(), 29);
        for code in codes {
            assert!(is_known_country(code), "{code}");
        }
    }

    #[test]
    fn unknown_codes() {
        // IAO is ICAO's own, for signing master lists only, never in an MRZ.
        for code in [
            "XYZ", "ABC", "IAO", "XKX", "", "jp", "JP", "jpn", "D<<", "DE", "DEUX",
        ] {
            assert!(!is_known_country(code), "{code:?}");
        }
    }
}
