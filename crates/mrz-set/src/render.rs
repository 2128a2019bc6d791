//! A zone drawn from a record or from its lines, both given as JSON text (an object with
//! `mrz compose`'s keys, or an array of strings): the packages' `render`.

use crate::record::parse_record;
use mrz_core::{compose, shape_error, shape_of, Format, Letters};
use serde_json::Value;

/// The zone of a record (a JSON object) or of lines (a JSON array of strings), and its format.
fn zone_of(what: &str) -> Result<(Vec<String>, Format), String> {
    let value: Value = serde_json::from_str(what).map_err(|e| format!("not JSON: {e}"))?;
    let Value::Array(items) = value else {
        let mrz = compose(&parse_record(what.as_bytes(), Letters::Drop)?);
        return Ok((mrz.lines, mrz.format));
    };
    let lines = items
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let line = v
                .as_str()
                .ok_or(format!("line {} is not a string", i + 1))?;
            match line.find(|c: char| !matches!(c, 'A'..='Z' | '0'..='9' | '<')) {
                Some(at) => Err(format!(
                    "line {} has {:?} at {}: a zone holds A-Z, 0-9 and < only",
                    i + 1,
                    line[at..].chars().next().unwrap_or(' '),
                    at + 1
                )),
                None => Ok(line.to_owned()),
            }
        })
        .collect::<Result<Vec<_>, _>>()?;
    let format = shape_of(&lines).ok_or_else(|| {
        format!(
            "these lines are no zone ({}): TD1 is 3 x 30, TD2 and MRV-B 2 x 36, TD3 and MRV-A \
             2 x 44, the French card 2 x 36, the French licence 1 x 30, the Swiss licence 9, 30 \
             and 30",
            shape_error(&lines)
        )
    })?;
    Ok((lines, format))
}

/// The zone of a record or of lines (JSON text) as a PNG, at `mrz render`'s style or print-true
/// at `dpi`.
pub fn png(what: &str, dpi: Option<f32>) -> Result<Vec<u8>, String> {
    let (lines, format) = zone_of(what)?;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let style = style(format, dpi)?;
    let mut renderer = mrz_render::Renderer::new();
    let frame = renderer
        .render(&lines, &style)
        .map_err(|e| e.describe().to_string())?;
    mrz_render::encode_png_at(frame, dpi).map_err(|e| e.to_string())
}

/// The same as an SVG document of the glyphs' outlines.
pub fn svg(what: &str, dpi: Option<f32>) -> Result<String, String> {
    let (lines, format) = zone_of(what)?;
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let size = match dpi {
        Some(dpi) => mrz_render::SvgSize::PrintAt { dpi },
        None => mrz_render::SvgSize::Pixels,
    };
    mrz_render::svg(&lines, &style(format, dpi)?, size).map_err(|e| e.describe().to_string())
}

fn style(format: Format, dpi: Option<f32>) -> Result<mrz_render::Style, String> {
    match dpi {
        Some(dpi) if !(72.0..=2400.0).contains(&dpi) => Err(format!(
            "dpi: {dpi} is not a resolution from 72 to 2400 dpi"
        )),
        Some(dpi) => Ok(mrz_render::Style::print(
            dpi,
            format.layout().print_lines_per_inch.into(),
        )),
        None => Ok(mrz_render::Style::default()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_that_are_no_zone_are_refused_in_words() {
        let no_zone = |what: &str| png(what, None).unwrap_err();
        assert!(no_zone("[]").contains("no zone (expected 1, 2 or 3 lines, got 0)"));
        assert!(no_zone("[\"\"]").contains("(one line of 0 characters"));
        assert!(
            no_zone("[\"P<UTO\", \"P<UT\"]").contains("no zone (line 1 has 5 characters, not 36)")
        );
        assert!(no_zone("[\"AAA001D<<\"]").contains("the Swiss licence 9, 30 and 30"));
        assert_eq!(no_zone("[1]"), "line 1 is not a string");
        assert!(no_zone("{").starts_with("not JSON"));
        assert!(svg("[\"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\", \"L898902C36UTO7408122F1204159ZE184226B<<<<<10\"]", Some(300.0)).is_ok());
        assert!(png("{}", Some(50.0))
            .unwrap_err()
            .starts_with("dpi: 50 is not"));
    }
}
