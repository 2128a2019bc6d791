//! `--formats td3=70,td1=20,mrva=10`: which formats a test set holds, by weight.

use crate::options::format_value;
use mrz_core::Format;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Formats with positive weights, in the core's order of formats (td3, td1, td2, mrva, mrvb)
/// whatever order they were given in: `td1=30,td3=70` and `td3=70,td1=30` are one set, and so is
/// an object of weights, whose keys have no order.
#[derive(Debug, Clone, PartialEq)]
pub struct Shares(Vec<(Format, f64)>);

/// Parse `key=weight,...` (a bare key weighs 1). Weights need not add up to anything: each
/// format's share is its weight over their sum.
pub fn shares(text: &str) -> Result<Shares, String> {
    let mut out: Vec<(Format, f64)> = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, weight) = part.split_once('=').unwrap_or((part, "1"));
        let format = format_value(key).map_err(|e| e.replacen("\"format\"", "a format", 1))?;
        let weight = match weight.trim().parse::<f64>() {
            Ok(w) if w.is_finite() && w >= 0.0 => w,
            _ => return Err(format!("{weight:?} is not a weight (a number, 0 or more)")),
        };
        if out.iter().any(|&(f, _)| f == format) {
            return Err(format!("{} is given twice", format.key()));
        }
        out.push((format, weight));
    }
    out.retain(|&(_, w)| w > 0.0);
    if !out.iter().map(|&(_, w)| w).sum::<f64>().is_finite() {
        return Err(format!(
            "{text:?}: the weights add up to more than a number holds"
        ));
    }
    out.sort_by_key(|&(f, _)| Format::ALL.iter().position(|&a| a == f));
    if out.is_empty() {
        return Err(format!("{text:?} gives no format a weight above 0"));
    }
    Ok(Shares(out))
}

impl Shares {
    /// The format of the next record. A set of one format draws nothing from `rng`.
    pub fn draw(&self, rng: &mut ChaCha8Rng) -> Format {
        if let [(only, _)] = self.0[..] {
            return only;
        }
        let total: f64 = self.0.iter().map(|&(_, w)| w).sum();
        let mut at = rng.random_range(0.0..total);
        for &(format, weight) in &self.0 {
            if at < weight {
                return format;
            }
            at -= weight;
        }
        self.0[self.0.len() - 1].0
    }
}

/// As `--formats` takes them: `td3=70,td1=20`, a weight of 1 left out.
impl std::fmt::Display for Shares {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = (self.0.iter())
            .map(|&(format, w)| match w {
                1.0 => format.key().to_owned(),
                _ => format!("{}={w}", format.key()),
            })
            .collect();
        f.write_str(&parts.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn weights_and_their_errors() {
        let s = shares("td3=70, TD1=20,MRV-A=10,td2=0").unwrap();
        let want = [
            (Format::Td3, 70.0),
            (Format::Td1, 20.0),
            (Format::Mrva, 10.0),
        ];
        assert_eq!(s, Shares(want.to_vec()));
        assert_eq!(shares("mrvb").unwrap(), Shares(vec![(Format::Mrvb, 1.0)]));
        assert_eq!(s.to_string(), "td3=70,td1=20,mrva=10");
        assert_eq!(shares("td1, td2=1").unwrap().to_string(), "td1,td2");
        assert!(shares("td4=1")
            .unwrap_err()
            .contains("a format must be one of td3"));
        assert!(shares("td1=x").unwrap_err().contains("not a weight"));
        assert!(shares("td1=-1").unwrap_err().contains("not a weight"));
        assert!(shares("td1,td1=2").unwrap_err().contains("twice"));
        assert!(shares("td1=0").unwrap_err().contains("no format"));
        assert_eq!(
            shares("mrva=10,td1=20,td3=70").unwrap(),
            s,
            "in the core's order"
        );
    }

    #[test]
    fn draws_follow_the_weights_and_one_format_draws_nothing() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let s = shares("td3=3,td1=1").unwrap();
        let td1 = (0..4000)
            .filter(|_| s.draw(&mut rng) == Format::Td1)
            .count();
        assert!((850..1150).contains(&td1), "{td1}");
        let (mut a, b) = (ChaCha8Rng::seed_from_u64(3), ChaCha8Rng::seed_from_u64(3));
        assert_eq!(shares("td3").unwrap().draw(&mut a), Format::Td3);
        assert_eq!(a, b);
    }
}
