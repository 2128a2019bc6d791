//! A photo taken at another frame size than the preset's 640 x 480: a 1280 x 720 camera frame,
//! say. The record's draw stays the preset's (so the same seed gives the same record and the
//! same camera), then everything measured in pixels grows with the frame: the card keeps its
//! share of the frame's 4:3 middle, and blur, shake and the shadow's edge stay the same share of
//! the card, as a sharper sensor would see the same scene.

use crate::params::{Params, Preset};

/// The width of the 4:3 middle of a `width` x `height` frame, which a photo's card is sized
/// against: the whole width of a 4:3 frame, less of a wider one.
pub fn middle_width(width: u32, height: u32) -> f32 {
    (width as f32).min(height as f32 * 4.0 / 3.0)
}

/// Smallest and largest frames: a card must stay legible, and a frame's rasters stay modest.
pub const MIN_FRAME: (u32, u32) = (320, 240);
pub const MAX_FRAME: (u32, u32) = (4096, 4096);

impl Params {
    /// These parameters for a `width` x `height` frame, or why not: only `photo` and `harsh`
    /// pictures have a frame of their own (a scan's size is the card's at the scanner's
    /// resolution; a clean strip's, the zone's).
    pub fn reframed(&self, width: u32, height: u32) -> Result<Params, String> {
        if !matches!(self.preset, Preset::Photo | Preset::Harsh) {
            return Err(format!(
                "a frame size applies to photo and harsh pictures, not {}",
                self.preset.key()
            ));
        }
        let ((lo_w, lo_h), (hi_w, hi_h)) = (MIN_FRAME, MAX_FRAME);
        if !(lo_w..=hi_w).contains(&width) || !(lo_h..=hi_h).contains(&height) {
            return Err(format!(
                "a frame of {width} x {height}: each side must be from {lo_w} x {lo_h} to \
                 {hi_w} x {hi_h}"
            ));
        }
        if (width, height) == (self.width, self.height) {
            return Ok(self.clone());
        }
        let (old_w, old_h) = (self.width as f32, self.height as f32);
        let grow = middle_width(width, height) / middle_width(self.width, self.height);
        let (w, h) = (width as f32, height as f32);
        let mut p = self.clone();
        p.width = width;
        p.height = height;
        p.scale = self.scale * middle_width(width, height) / w;
        p.center = [
            w / 2.0 + (self.center[0] - old_w / 2.0) * grow,
            h / 2.0 + (self.center[1] - old_h / 2.0) * grow,
        ];
        p.blur_sigma *= grow;
        p.motion_px *= grow;
        if let Some(shadow) = &mut p.shadow {
            shadow.offset *= grow;
            shadow.softness *= grow;
        }
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{draw, size_mm};
    use mrz_core::Format;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn photo(preset: Preset) -> Params {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        draw(preset, size_mm(Format::Td3), &mut rng)
    }

    #[test]
    fn a_wider_frame_keeps_the_card_in_its_middle_and_scales_pixel_measures() {
        let p = photo(Preset::Harsh);
        let q = p.reframed(1280, 720).unwrap();
        assert_eq!((q.width, q.height), (1280, 720));
        // The 4:3 middle of 1280 x 720 is 960 wide: 1.5 times 640.
        assert!((q.scale * 1280.0 - p.scale * 640.0 * 1.5).abs() < 1e-3);
        assert!((q.blur_sigma - p.blur_sigma * 1.5).abs() < 1e-5);
        assert!((q.center[0] - 640.0 - (p.center[0] - 320.0) * 1.5).abs() < 1e-3);
        assert_eq!(
            (q.noise_seed, q.jpeg_quality),
            (p.noise_seed, p.jpeg_quality)
        );
        assert_eq!(
            p.reframed(640, 480).unwrap(),
            p,
            "the preset's own frame changes nothing"
        );
    }

    #[test]
    fn frames_out_of_range_or_for_other_presets_are_refused_in_words() {
        let p = photo(Preset::Photo);
        let err = p.reframed(100, 720).unwrap_err();
        assert_eq!(
            err,
            "a frame of 100 x 720: each side must be from 320 x 240 to 4096 x 4096"
        );
        let err = photo(Preset::Scan).reframed(1280, 720).unwrap_err();
        assert_eq!(
            err,
            "a frame size applies to photo and harsh pictures, not scan"
        );
    }
}
