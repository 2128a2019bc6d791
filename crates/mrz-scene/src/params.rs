//! What a preset may do to a picture, and one record's draw of it. Every number is drawn from
//! the caller's generator, so a record's picture follows from its seed and index alone, and
//! every number is kept in its labels.

pub use crate::bend::Bend;
use crate::ink::Print;
pub use crate::looks::{Glare, Hologram, Shadow, Stamp};
pub use crate::preset::{frame, max_scale, Palette, Preset, SCAN_PPM};
use rand::Rng;
use serde::Serialize;

/// One record's camera: every parameter of its picture.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(rename = "Augmentation"))]
pub struct Params {
    pub preset: Preset,
    /// The picture's size (0 for a clean strip, which is as large as its zone).
    pub width: u32,
    pub height: u32,
    /// Which of the card designs (tone, guilloche).
    pub card_variant: u32,
    /// The card's width in the picture over the picture's width, before perspective.
    pub scale: f32,
    pub rotation_deg: f32,
    /// The card's centre, in pixels.
    pub center: [f32; 2],
    /// How far each corner moves for perspective, as a share of the card's width.
    pub perspective: [[f32; 2]; 4],
    pub blur_sigma: f32,
    pub motion_px: f32,
    pub motion_deg: f32,
    pub noise_sigma: f32,
    /// Overall exposure, and its change from one side of the picture to the other.
    pub gain: f32,
    pub gradient: [f32; 2],
    pub shadow: Option<Shadow>,
    /// The desk's brightness and where in its texture the picture starts.
    pub desk_tone: f32,
    pub desk_offset: [u32; 2],
    /// The quality a JPEG of this picture is written at.
    pub jpeg_quality: u8,
    pub noise_seed: u32,
    /// How the zone's ink was printed (plain for a clean strip).
    pub print: Print,
    /// Grey or colour: the set's choice, the same for every record.
    pub palette: Palette,
    /// How strongly the security print under the zone (fine rainbow lines and microtext) is
    /// printed, 0 (bare paper) to 1.
    pub security: f32,
    /// What the portrait area holds: 0, a plain silhouette; 1, an abstract shape.
    pub portrait: u32,
    pub stamp: Stamp,
    /// The laminate's glare, when the light catches it.
    pub glare: Option<Glare>,
    pub hologram: Option<Hologram>,
    /// EXIF's orientation (1 to 8) of the stored JPEG: its pixels are stored turned or mirrored
    /// so that a viewer that applies the tag shows the picture upright, as labelled. 1 for a
    /// PNG, which is stored upright.
    pub exif_orientation: u16,
    /// The picture flipped left to right, as some scanners and webcams store it: the quads
    /// follow the pixels (each quad's corners then run anticlockwise).
    pub mirrored: bool,
    /// A booklet's page bent (a passport's data page or a visa, photographed): its print moved
    /// across its lines by an amount that changes along the page. Labels' quads follow the print.
    pub bend: Option<Bend>,
}

/// Draw one record's parameters for a card `card_mm` in size.
pub fn draw(preset: Preset, card_mm: [f32; 2], rng: &mut impl Rng) -> Params {
    let (width, height) = frame(preset, card_mm);
    let (w, h) = (width as f32, height as f32);
    let noise_seed: u32 = rng.random();
    let mut u = |lo: f32, hi: f32| lo + (hi - lo) * rng.random::<f32>();
    let mut p = Params {
        preset,
        width,
        height,
        card_variant: 0,
        scale: 1.0,
        rotation_deg: 0.0,
        center: [w / 2.0, h / 2.0],
        perspective: [[0.0; 2]; 4],
        blur_sigma: 0.0,
        motion_px: 0.0,
        motion_deg: 0.0,
        noise_sigma: 0.0,
        gain: 1.0,
        gradient: [0.0; 2],
        shadow: None,
        desk_tone: 0.0,
        desk_offset: [0, 0],
        // A clean strip's (sharp text is what JPEG does worst); the other presets draw theirs.
        jpeg_quality: 90,
        noise_seed: 0,
        print: Print::default(),
        palette: Palette::Grey,
        security: 0.0,
        portrait: 0,
        stamp: Stamp::default(),
        glare: None,
        hologram: None,
        exif_orientation: 1,
        mirrored: false,
        bend: None,
    };
    // (rotation, perspective, scale range, blur, motion chance and length, noise, gain,
    // gradient, shadow chance, JPEG quality)
    let web = preset == Preset::Web;
    let (rot, persp, scale, blur, motion, noise, gain, grad, shadow, quality) = match preset {
        Preset::Clean => return p,
        // A web scan is a scan (its blur in the scan's pixels, shrunk with the picture), less
        // evenly lit, and saved at a web form's JPEG quality.
        Preset::Scan | Preset::Web => (
            1.5,
            0.0,
            (1.0, 1.0),
            (0.3, 0.8),
            (0.0, 0.0),
            (1.0, 3.0),
            if web { (0.95, 1.05) } else { (0.97, 1.03) },
            0.04,
            0.0,
            if web { (40.0, 85.0) } else { (85.0, 95.0) },
        ),
        Preset::Photo => (
            8.0,
            0.05,
            (0.6, 0.88),
            (0.25, 1.0),
            (0.3, 3.2),
            (2.0, 6.0),
            (0.75, 1.1),
            0.25,
            0.4,
            (60.0, 92.0),
        ),
        Preset::Harsh => (
            25.0,
            0.11,
            (0.45, 0.9),
            (0.5, 1.8),
            (0.5, 7.0),
            (5.0, 12.0),
            (0.55, 1.15),
            0.45,
            0.7,
            (35.0, 75.0),
        ),
    };
    p.card_variant = (u(0.0, 4.0) as u32).min(3);
    p.rotation_deg = u(-rot, rot);
    p.scale = match preset {
        // A flatbed scans at its resolution: the card's size is fixed.
        Preset::Scan | Preset::Web => card_mm[0] * SCAN_PPM / w,
        _ => u(scale.0, scale.1),
    };
    let slack = [w * 0.5 * (1.0 - p.scale), h * 0.12];
    p.center = [
        w / 2.0 + u(-slack[0], slack[0]) * 0.6,
        h / 2.0 + u(-slack[1], slack[1]),
    ];
    for corner in &mut p.perspective {
        *corner = [u(-persp, persp), u(-persp, persp)];
    }
    p.blur_sigma = u(blur.0, blur.1);
    if u(0.0, 1.0) < motion.0 {
        p.motion_px = u(1.0, motion.1);
        p.motion_deg = u(0.0, 180.0);
    }
    p.noise_sigma = u(noise.0, noise.1);
    p.gain = u(gain.0, gain.1);
    p.gradient = [u(-grad, grad), u(-grad, grad)];
    if u(0.0, 1.0) < shadow {
        p.shadow = Some(Shadow {
            angle_deg: u(0.0, 360.0),
            offset: u(-0.3, 0.3) * w,
            depth: u(0.15, 0.45) * if preset == Preset::Harsh { 1.3 } else { 1.0 },
            softness: u(0.02, 0.15) * w,
        });
    }
    p.desk_tone = u(-40.0, 40.0);
    p.desk_offset = [u(0.0, 255.0) as u32, u(0.0, 255.0) as u32];
    p.jpeg_quality = u(quality.0, quality.1).round() as u8;
    p.noise_seed = noise_seed;
    // The printer last, so that every camera drawn before it stays as it was. Strokes from a
    // starved ribbon's to a soaked inkjet's, in card pixels (a stroke is about 3 at 8 px/mm).
    p.print = Print {
        weight_px: u(-0.6, 1.4),
        spread_px: u(0.0, 0.7),
        speckle: u(0.0, 0.02),
        dropout: u(0.0, 0.05),
        seed: rng.random(),
    };
    // The data page's print and the capture's extras after the printer, for the same reason.
    crate::looks::draw(&mut p, card_mm, rng);
    // The page's bend last of all, for the same reason.
    p.bend = crate::bend::draw(preset, card_mm, rng);
    p
}
