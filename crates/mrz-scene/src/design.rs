//! The card designs: four variants, each with its paper's tone and pale hue, the hues its
//! rainbow print runs through from the left edge to the right, and the languages of its
//! captions; and what they draw once per card kind: grain, guilloche, captions, SPECIMEN.

use crate::canvas::{hash_seed, Canvas, Font};
use crate::paint::{grey, tint, Colour, Paint, Wave};

/// One variant's look.
pub struct Design {
    pub variant: u32,
    pub paper: Colour,
    /// The rainbow print's hue at the card's left edge and at its right.
    pub rainbow: [f32; 2],
    /// The captions' languages, as columns of [`CAPTIONS`].
    pub languages: &'static [usize],
    /// The portrait area's figure and ground.
    pub figure: Colour,
    pub ground: Colour,
}

/// Paper hues: pale green, pink, blue, sand.
const PAPER_HUES: [f32; 4] = [150.0, 335.0, 205.0, 40.0];
const RAINBOWS: [[f32; 2]; 4] = [
    [110.0, 230.0],
    [300.0, 400.0],
    [170.0, 290.0],
    [15.0, 120.0],
];
const LANGUAGES: [&[usize]; 4] = [&[0, 1], &[0, 1, 2], &[0, 2], &[0, 3, 1]];

/// Captions of the visual zone, in English, French, Spanish and Italian (plain letters: the
/// card's small print is OCR-B, capitals only).
const CAPTIONS: [[&str; 4]; 6] = [
    ["SURNAME", "NOM", "APELLIDOS", "COGNOME"],
    ["GIVEN NAMES", "PRENOMS", "NOMBRES", "NOMI"],
    ["DOCUMENT NO", "NO DU DOCUMENT", "DOCUMENTO", "PASSAPORTO N"],
    ["NATIONALITY", "NATIONALITE", "NACIONALIDAD", "CITTADINANZA"],
    [
        "DATE OF BIRTH",
        "DATE DE NAISSANCE",
        "FECHA DE NACIMIENTO",
        "DATA DI NASCITA",
    ],
    [
        "DATE OF EXPIRY",
        "DATE D EXPIRATION",
        "FECHA DE CADUCIDAD",
        "SCADENZA",
    ],
];

impl Design {
    pub fn of(variant: u32) -> Design {
        let v = variant as usize % 4;
        let tone = 238 - (variant % 3) as u8 * 6;
        Design {
            variant,
            paper: tint(tone, PAPER_HUES[v], 0.1),
            rainbow: RAINBOWS[v],
            languages: LANGUAGES[v],
            figure: tint(150, PAPER_HUES[(v + 2) % 4], 0.25),
            ground: tint(248, PAPER_HUES[v], 0.05),
        }
    }

    /// The rainbow print's ink `share` of the way across the card, at lightness `base`.
    pub fn rainbow_at(&self, share: f32, base: u8) -> Colour {
        let [a, b] = self.rainbow;
        tint(base, a + (b - a) * share, 0.65)
    }
}

/// Paper: a faint fixed-pattern grain of ±3 levels, from a hash of the pixel's place, the same
/// on every plane (the paper's lightness).
pub fn grain(planes: &mut [Canvas], variant: u32) {
    for c in planes {
        for (i, p) in c.pixels.iter_mut().enumerate() {
            let h = hash_seed(variant, i as u32);
            *p = p.saturating_add((h & 7) as u8).saturating_sub(3);
        }
    }
}

/// Two families of fine sine waves crossing over the upper card, their ink shifting through
/// the design's rainbow from left to right: the look of a security print, drawn as
/// anti-aliased hairlines.
pub fn guilloche(planes: &mut [Canvas], ppm: f32, look: &Design) {
    let (w, h) = (planes[0].width, planes[0].height as f32);
    let variant = look.variant;
    let phase = variant as f32 * 0.7;
    // A hairline is a pixel wide at any resolution: fainter where a pixel is wider than at a
    // scan's 8 px/mm, as shrinking a scan makes it.
    let alpha = 200.0 * (ppm / 8.0).min(1.0);
    for family in 0..2 {
        let wavelength = ppm * (18.0 + 7.0 * family as f32 + variant as f32);
        let amplitude = h * (0.06 + 0.03 * family as f32);
        let inks: Vec<Colour> = (0..w)
            .map(|x| look.rainbow_at(x as f32 / w as f32, 170 + 20 * family as u8))
            .collect();
        for k in 0..14 {
            let y0 = h * 0.08 + k as f32 * h * 0.035;
            let shift = phase + k as f32 * 0.45 + family as f32 * 1.3;
            let wave = Wave {
                y0,
                amplitude,
                wavelength,
                shift,
                alpha,
            };
            wave.draw(planes, &inks);
        }
    }
}

/// Field `i`'s caption at `at`: its languages joined by slashes, as many as fit in `room`
/// characters (English always).
pub fn caption(
    planes: &mut [Canvas],
    font: &Font,
    look: &Design,
    i: usize,
    room: usize,
    at: (f32, i32),
) {
    let mut text = String::new();
    for &lang in look.languages {
        let word = CAPTIONS[i][lang];
        let next = if text.is_empty() {
            word.to_owned()
        } else {
            format!("{text} / {word}")
        };
        if !text.is_empty() && next.len() > room {
            break;
        }
        text = next;
    }
    let ink = tint(110, look.rainbow[0], 0.3);
    font.line(planes, &text, at, font.advance, ink);
    // OCR-B's MRZ glyphs have no slash: a hairline across the capitals' height.
    let cap = 0.68 * font.size;
    for (k, _) in text.bytes().enumerate().filter(|(_, c)| *c == b'/') {
        let x0 = at.0 + (k as f32 + 0.25) * font.advance;
        let steps = (cap * 2.0) as i32;
        for s in 0..=steps {
            let t = s as f32 / steps.max(1) as f32;
            let (x, y) = (x0 + t * 0.5 * font.advance, at.1 as f32 - t * cap);
            planes.paint(x.round() as i32, y.round() as i32, ink, 200);
        }
    }
}

/// SPECIMEN from `at` (left, top) to the card's right margin and down to `bottom`, large and
/// mid-grey: plainly not a document.
pub fn specimen(planes: &mut [Canvas], at: [f32; 2], bottom: f32) {
    let width = planes[0].width as f32 * 0.97 - at[0];
    // OCR-B's capitals stand 0.68 em tall and advance 0.723 em.
    let by_width = width * 0.9 / 8.0 / 0.723;
    let by_height = (bottom - at[1]) * 0.8 / 0.68;
    let font = Font::new(by_width.min(by_height));
    let x = at[0] + (width - 8.0 * font.advance) / 2.0;
    let baseline = ((at[1] + bottom) / 2.0 + 0.34 * font.size) as i32;
    font.line(planes, "SPECIMEN", (x, baseline), font.advance, grey(150));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_take_the_languages_that_fit() {
        let font = Font::new(12.0);
        let look = Design::of(1);
        let mut wide = vec![Canvas::new(600, 20, 255)];
        caption(&mut wide, &font, &look, 0, 40, (0.0, 15));
        let mut narrow = vec![Canvas::new(600, 20, 255)];
        caption(&mut narrow, &font, &look, 0, 8, (0.0, 15));
        let inked = |c: &[Canvas]| {
            let dark = c[0].pixels.iter().enumerate().filter(|(_, &p)| p < 200);
            dark.map(|(i, _)| i % 600).max().unwrap()
        };
        // SURNAME / NOM / APELLIDOS against SURNAME alone.
        assert!(
            inked(&wide) > 2 * inked(&narrow),
            "{} {}",
            inked(&wide),
            inked(&narrow)
        );
    }
}
