//! Colours, and ink laid on a card of one grey plane or of three (red, green, blue): every
//! design is drawn in colour, and a grey card takes each ink's luma, as a grey camera sees it.

use crate::canvas::Canvas;

/// Red, green, blue.
pub type Colour = [u8; 3];

/// A grey as a colour.
pub const fn grey(v: u8) -> Colour {
    [v, v, v]
}

/// A colour's luma (BT.601, as `mrz_render::luma`): a grey keeps its value exactly.
pub fn luma(c: Colour) -> u8 {
    mrz_render::luma([c[0], c[1], c[2], 255])
}

/// The fully saturated colour of `hue_deg` (0 red, 120 green, 240 blue), each channel 0 to 1.
pub fn hue(hue_deg: f32) -> [f32; 3] {
    let h = hue_deg.rem_euclid(360.0) / 60.0;
    let channel = |shift: f32| {
        let k = (shift + h).rem_euclid(6.0);
        1.0 - (k.min(4.0 - k).clamp(0.0, 1.0))
    };
    // HSV at full saturation and value: red from shift 5, green 3, blue 1.
    [channel(5.0), channel(3.0), channel(1.0)]
}

/// `base` (a grey) tinted toward `hue_deg` by `amount` (0 grey, 1 that hue at `base`'s top).
pub fn tint(base: u8, hue_deg: f32, amount: f32) -> Colour {
    hue(hue_deg).map(|h| (f32::from(base) * (1.0 - amount * (1.0 - h))).round() as u8)
}

/// Where ink goes: one grey plane or three colour planes.
pub trait Paint {
    /// Darken toward `ink` by `alpha` (0-255), as [`Canvas::darken`] does each plane.
    fn paint(&mut self, x: i32, y: i32, ink: Colour, alpha: u8);
}

impl Paint for Canvas {
    #[inline]
    fn paint(&mut self, x: i32, y: i32, ink: Colour, alpha: u8) {
        self.darken(x, y, luma(ink), alpha);
    }
}

impl Paint for [Canvas] {
    #[inline]
    fn paint(&mut self, x: i32, y: i32, ink: Colour, alpha: u8) {
        if let [only] = self {
            only.paint(x, y, ink, alpha);
        } else {
            for (plane, &v) in self.iter_mut().zip(&ink) {
                plane.darken(x, y, v, alpha);
            }
        }
    }
}

/// A sine wave as an anti-aliased hairline across `to`: at column x, the line's height is
/// `y0 + amplitude * sin(x / wavelength * 2 pi + shift)`, in ink `inks[x]`, at most `alpha`.
pub struct Wave {
    pub y0: f32,
    pub amplitude: f32,
    pub wavelength: f32,
    pub shift: f32,
    pub alpha: f32,
}

impl Wave {
    pub fn draw<P: Paint + ?Sized>(&self, to: &mut P, inks: &[Colour]) {
        for (x, &ink) in inks.iter().enumerate() {
            let t = x as f32 / self.wavelength * std::f32::consts::TAU + self.shift;
            let y = self.y0 + self.amplitude * crate::math::sin(t);
            let (row, frac) = (y.floor(), y - y.floor());
            to.paint(x as i32, row as i32, ink, ((1.0 - frac) * self.alpha) as u8);
            to.paint(x as i32, row as i32 + 1, ink, (frac * self.alpha) as u8);
        }
    }
}

/// Planes `count` of them, each `width` x `height`, filled with `colour` (its luma if one).
pub fn planes(count: usize, width: usize, height: usize, colour: Colour) -> Vec<Canvas> {
    match count {
        1 => vec![Canvas::new(width, height, luma(colour))],
        _ => colour
            .iter()
            .map(|&v| Canvas::new(width, height, v))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hues_and_greys_are_what_they_say() {
        assert_eq!(hue(0.0), [1.0, 0.0, 0.0]);
        assert_eq!(hue(120.0), [0.0, 1.0, 0.0]);
        assert_eq!(hue(240.0), [0.0, 0.0, 1.0]);
        assert_eq!(hue(60.0), [1.0, 1.0, 0.0]);
        assert_eq!(luma(grey(137)), 137);
        assert_eq!(tint(200, 0.0, 0.5), [200, 100, 100]);
        let mut p = planes(3, 2, 1, [250, 240, 230]);
        p.paint(0, 0, [0, 0, 255], 255);
        assert_eq!(
            (p[0].pixels[0], p[1].pixels[0], p[2].pixels[0]),
            (0, 0, 230)
        );
    }
}
