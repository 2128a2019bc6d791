//! The formats as the page needs them: each one's shape and the fields it has, read from the
//! core's layouts, so that the page holds no copy of them.

use mrz_core::{CheckName, Field, Format};
use mrz_render::{Renderer, Style};
use serde::Serialize;

/// A format's shape and the text fields it has, in the form's order.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct FormatInfo {
    format: Format,
    lines: usize,
    /// The longest line's length.
    length: usize,
    /// Each line's length (the Swiss licence's first line is 9).
    widths: Vec<usize>,
    /// A national layout, not one of ICAO 9303's five.
    national: bool,
    fields: Vec<Field>,
    checks: Vec<CheckName>,
    /// The usual document codes, the first the default.
    codes: &'static [&'static str],
    /// The issuing states a national layout is for, the first the default; empty for ICAO's.
    states: &'static [&'static str],
    /// The preview's picture of such a zone at the default style, in pixels: the page reserves
    /// its box before the first picture arrives, so nothing moves when it does.
    picture: (u32, u32),
}

pub fn infos() -> Vec<FormatInfo> {
    Format::ALL
        .iter()
        .map(|&format| {
            let layout = format.layout();
            FormatInfo {
                format,
                lines: layout.lines,
                length: layout.length,
                widths: widths(layout),
                national: format.is_national(),
                fields: Field::ALL
                    .into_iter()
                    .filter(|f| f.in_layout(layout))
                    .collect(),
                checks: layout.checks.iter().map(|c| c.name).collect(),
                codes: layout.codes,
                states: layout.states,
                picture: picture_size(&widths(layout)),
            }
        })
        .collect()
}

fn widths(layout: &mrz_core::Layout) -> Vec<usize> {
    (0..layout.lines).map(|i| layout.width(i)).collect()
}

fn picture_size(widths: &[usize]) -> (u32, u32) {
    let lines: Vec<String> = widths.iter().map(|&w| "<".repeat(w)).collect();
    let zone: Vec<&str> = lines.iter().map(String::as_str).collect();
    Renderer::new()
        .size_for(&zone, &Style::default())
        .unwrap_or((0, 0))
}

#[cfg(test)]
mod tests {
    #[test]
    fn each_picture_is_the_size_the_renderer_draws() {
        let sizes: Vec<_> = super::infos()
            .iter()
            .map(|i| (i.format, i.picture))
            .collect();
        use mrz_core::Format::*;
        let expected = [
            (Td3, (2051, 191)),
            (Td1, (1419, 266)),
            (Td2, (1690, 191)),
            (Mrva, (2051, 191)),
            (Mrvb, (1690, 191)),
            (FraId, (1690, 191)),
            (FraDl, (1419, 116)),
            (CheDl, (1419, 266)),
        ];
        assert_eq!(sizes, expected);
    }
}
