//! `mrz render`: one record in, one PNG out, at the default style unless flags say otherwise.
//! Any format: the picture has a row per line of the zone (three for TD1).

use crate::hint_words::hint;
use crate::record::{blank, letters_value, parse_record, MAX_LINE_BYTES};
use mrz_core::{compose, Layout, Letters};
use mrz_render::{encode_png_at, parse_color, Renderer, Rgba, Style};
use mrz_set::sink::at;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Where to write the PNG (`-` for stdout).
    #[arg(long)]
    out: PathBuf,
    /// Font size in pixels per em; spacing, padding and line height scale with it.
    #[arg(long, default_value_t = 64.0)]
    font_size: f32,
    /// Background colour, #rgb, #rrggbb or #rrggbbaa.
    #[arg(long, default_value = "#ffffff", value_parser = color)]
    background: Rgba,
    /// Text colour, #rgb, #rrggbb or #rrggbbaa.
    #[arg(long, default_value = "#000000", value_parser = color)]
    foreground: Rgba,
    /// Extra space between characters in pixels [default: -1.8 % of the font size].
    #[arg(long, allow_hyphen_values = true)]
    letter_spacing: Option<f32>,
    /// Space around the text in pixels [default: half the font size].
    #[arg(long)]
    padding: Option<f32>,
    /// Baseline-to-baseline distance in pixels [default: 1.175 times the font size].
    #[arg(long)]
    line_height: Option<f32>,
    /// Print-true at this many dots per inch: the ICAO grid of 10 characters to the inch, lines
    /// as far apart as Doc 9303 sets them for the format (1/6 in for TD1's three, 1/4 in for
    /// two); the size, spacing, padding and line height flags then do not apply, and the PNG
    /// says its dpi.
    #[arg(long, value_parser = dpi, conflicts_with_all = ["font_size", "letter_spacing", "padding", "line_height"])]
    dpi: Option<f32>,
    /// Letters outside A-Z when the record does not say: `drop` or `icao` (transliterate).
    #[arg(long, default_value = "drop", value_parser = letters_value)]
    letters: Letters,
}

fn dpi(text: &str) -> Result<f32, String> {
    match text.parse::<f32>() {
        Ok(v) if (72.0..=2400.0).contains(&v) => Ok(v),
        _ => Err(format!("{text:?} is not a resolution from 72 to 2400 dpi")),
    }
}

fn color(text: &str) -> Result<Rgba, String> {
    parse_color(text).ok_or_else(|| format!("{text:?} is not #rgb, #rrggbb or #rrggbbaa"))
}

impl Args {
    /// The style for a zone of the format `layout` lays out: printed, its lines are as far apart
    /// as the format's table says.
    fn style(&self, layout: &Layout) -> Style {
        if let Some(dpi) = self.dpi {
            let print = Style::print(dpi, layout.print_lines_per_inch.into());
            return Style {
                background: self.background,
                foreground: self.foreground,
                ..print
            };
        }
        let base = Style::with_font_size(self.font_size);
        Style {
            letter_spacing: self.letter_spacing.unwrap_or(base.letter_spacing),
            padding: self.padding.unwrap_or(base.padding),
            line_height: self.line_height.unwrap_or(base.line_height),
            background: self.background,
            foreground: self.foreground,
            ..base
        }
    }
}

pub fn run(args: &Args) -> io::Result<ExitCode> {
    if let Some(refused) = picture_type(&args.out) {
        return fail(&refused);
    }
    let mut input = Vec::new();
    let read = io::stdin()
        .lock()
        .take(MAX_LINE_BYTES as u64 + 1)
        .read_to_end(&mut input);
    if let Err(e) = read {
        eprintln!("mrz render: cannot read stdin: {e}");
        return Ok(ExitCode::from(2));
    }
    if input.len() > MAX_LINE_BYTES {
        return fail(&format!(
            "input is longer than {} MiB",
            MAX_LINE_BYTES >> 20
        ));
    }
    let fields = match parse_record(&input, args.letters) {
        Ok(f) => f,
        Err(e) => return fail(&not_one_record(&input, args.letters).unwrap_or(e)),
    };
    let mrz = compose(&fields);
    for h in &mrz.hints {
        eprintln!("mrz render: {}", hint(h, mrz.format));
    }
    let lines: Vec<&str> = mrz.lines.iter().map(String::as_str).collect();
    let mut renderer = Renderer::new();
    let frame = match renderer.render(&lines, &args.style(mrz.format.layout())) {
        Ok(frame) => frame,
        Err(e) => return fail(&e.to_string()),
    };
    let png = encode_png_at(frame, args.dpi).map_err(io::Error::other)?;
    if args.out.as_os_str() == "-" {
        io::stdout().lock().write_all(&png)?;
    } else {
        std::fs::write(&args.out, png).map_err(at(&args.out))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Why stdin is no record, where the parser's own words would not tell a person: nothing at
/// all, or several records (JSON Lines meant for `compose`: every line that is not blank a
/// record of its own).
fn not_one_record(input: &[u8], letters: Letters) -> Option<String> {
    // The parser skips the byte-order mark before a record.
    let lines: Vec<&[u8]> = input.split(|&b| b == b'\n').filter(|l| !blank(l)).collect();
    match lines.len() {
        0 => Some("no record on stdin: give one JSON object (see mrz compose --help)".into()),
        1 => None,
        n => lines
            .iter()
            .all(|l| parse_record(l, letters).is_ok())
            .then(|| {
                format!(
                    "{n} records on stdin, and render draws one: `mrz compose` takes many, \
                     `mrz batch` draws sets"
                )
            }),
    }
}

/// A refusal when `out` is named as a picture or document of another type: render writes PNG,
/// and a `.jpg` or `.svg` holding PNG bytes misleads every program that trusts the name. Other
/// names are taken as they are (`zone`, `zone.png.tmp` renamed when done).
fn picture_type(out: &Path) -> Option<String> {
    const OTHERS: [&str; 15] = [
        "jpg", "jpeg", "jpe", "jfif", "gif", "webp", "tif", "tiff", "bmp", "svg", "pdf", "avif",
        "heic", "heif", "ico",
    ];
    let ext = out.extension()?.to_string_lossy().to_ascii_lowercase();
    OTHERS.contains(&ext.as_str()).then(|| {
        format!(
            "{}: render writes PNG only; name it .png (`mrz batch --image jpeg` makes JPEGs)",
            out.display()
        )
    })
}

fn fail(message: &str) -> io::Result<ExitCode> {
    eprintln!("mrz render: {message}");
    Ok(ExitCode::FAILURE)
}
