//! The formats as the page needs them: each one's shape and the fields it has, read from the
//! core's layouts, so that the page holds no copy of them.

use mrz_core::{CheckName, Field, Format};
use serde::Serialize;

#[derive(Serialize)]
pub struct FormatInfo {
    format: Format,
    lines: usize,
    length: usize,
    fields: Vec<&'static str>,
    checks: Vec<CheckName>,
    codes: &'static [&'static str],
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
                fields: Field::ALL
                    .into_iter()
                    .filter(|f| f.in_layout(layout))
                    .map(Field::key)
                    .collect(),
                checks: layout.checks.iter().map(|c| c.name).collect(),
                codes: layout.codes,
            }
        })
        .collect()
}
