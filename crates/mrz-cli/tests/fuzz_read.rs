//! Hostile pictures at volume, through what `mrz read` does with a file: the decoders on any
//! bytes and on real PNGs, JPEGs, TIFFs, WebPs, BMPs and GIFs spoilt, then the reader on any
//! small grey picture. Nothing panics, no picture decoded is past the pictures' limit, every
//! refusal is in words. `MRZ_FUZZ_CASES` sets how many inputs the first target tries (500 by
//! default, in `npm test`; `npm run fuzz` tries 100,000), as in `crates/mrz-render/tests/fuzz.rs`; the spoilt pictures a fifth as many (a picture that claims
//! 49 megapixels is decoded whole, in 5 s unoptimised), the reader a tenth (about 50 ms a
//! picture today, optimised).

mod spoil;

use mrz_core::{Fields, Format};
use mrz_picture::{decode, MAX_PIXELS};
use mrz_read::Reader;
use mrz_render::Gray;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use spoil::{resize, seeds, strip};

fn cases() -> u32 {
    std::env::var("MRZ_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500)
}

/// Tries `cases() / share` inputs (at least 20).
fn fuzz<S: Strategy>(
    name: &str,
    share: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let cases = (cases() / share).max(20);
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    TestRunner::new(config)
        .run(&strategy, test)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    eprintln!("fuzz {name}: {cases} inputs, no failure");
}

/// A decoded picture is whole and within the limit; a refusal says what is wrong.
fn decoded(bytes: &[u8]) -> Result<(), TestCaseError> {
    match decode(bytes) {
        Ok(g) => {
            prop_assert!(g.width > 0 && g.height > 0);
            prop_assert_eq!(g.pixels.len(), g.width as usize * g.height as usize);
            prop_assert!(u64::from(g.width) * u64::from(g.height) <= MAX_PIXELS);
        }
        Err(e) => prop_assert!(e.len() >= 13, "unclear: {e}"),
    }
    Ok(())
}

#[test]
fn decode_takes_any_bytes() {
    let head = prop_oneof![
        Just(Vec::new()),
        Just(b"\x89PNG\r\n\x1a\n".to_vec()),
        Just(vec![0xFF, 0xD8, 0xFF]),
        Just(b"II*\0".to_vec()),
        Just(b"MM\0*".to_vec()),
        Just(b"RIFF\0\0\0\0WEBPVP8L".to_vec()),
        Just(b"BM".to_vec()),
        Just(b"GIF89a".to_vec()),
    ];
    let bytes = (head, proptest::collection::vec(any::<u8>(), 0..600));
    fuzz("decode, arbitrary bytes", 1, bytes, |(head, rest)| {
        decoded(&[head, rest].concat())
    });
}

#[test]
fn decode_takes_spoilt_pictures() {
    let change = proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..6);
    let size = prop_oneof![
        3 => Just(None),
        1 => (0u32..70_000, 0u32..70_000).prop_map(Some),
        1 => any::<(u32, u32)>().prop_map(Some),
    ];
    let spoil = (
        0..9usize,
        change,
        size,
        any::<prop::sample::Index>(),
        any::<bool>(),
    );
    fuzz(
        "decode, spoilt PNG, JPEG, TIFF, WebP, BMP and GIF",
        5,
        spoil,
        |(which, change, size, cut, cut_it)| {
            let mut bytes = seeds()[which].clone();
            if let Some((w, h)) = size {
                resize(&mut bytes, w, h);
            }
            for (at, byte) in change {
                let at = at.index(bytes.len());
                bytes[at] = byte;
            }
            if cut_it {
                bytes.truncate(cut.index(bytes.len()));
            }
            decoded(&bytes)
        },
    );
}

/// Small grey pictures: flat, noise, stripes, or a zone drawn small and smudged.
fn picture() -> impl Strategy<Value = Gray> {
    let sized = (0u32..120, 0u32..120);
    let flat = (sized.clone(), any::<u8>()).prop_map(|((w, h), v)| Gray::new(w, h, v));
    let noise = sized.clone().prop_flat_map(|(w, h)| {
        proptest::collection::vec(any::<u8>(), (w * h) as usize).prop_map(move |pixels| Gray {
            width: w,
            height: h,
            pixels,
        })
    });
    let stripes = (sized, 1u32..9, any::<bool>()).prop_map(|((w, h), every, across)| {
        let mut g = Gray::new(w, h, 255);
        for (i, p) in g.pixels.iter_mut().enumerate() {
            let (x, y) = (i as u32 % w.max(1), i as u32 / w.max(1));
            if (if across { y } else { x }) % (2 * every) < every {
                *p = 0;
            }
        }
        g
    });
    let format = prop::sample::select(Format::ALL.to_vec());
    let zone = (
        format,
        4.0f32..12.0,
        proptest::collection::vec(any::<(prop::sample::Index, u8)>(), 0..200),
    )
        .prop_map(|(format, size, smudges)| {
            let mut g = strip(&Fields::specimen(format), size);
            let n = g.pixels.len();
            for (at, v) in smudges {
                g.pixels[at.index(n)] = v;
            }
            g
        });
    prop_oneof![flat, noise, stripes, zone]
}

#[test]
fn the_reader_takes_any_small_picture() {
    let reader = Reader::new();
    fuzz("Reader::read, small grey pictures", 10, picture(), |g| {
        match reader.read(&g) {
            Ok(r) => {
                // The shape of some format: its lines' count and lengths.
                let widths: Vec<usize> = r.lines.iter().map(String::len).collect();
                let shaped = mrz_core::Format::ALL.iter().any(|f| {
                    let l = f.layout();
                    widths == (0..l.lines).map(|i| l.width(i)).collect::<Vec<_>>()
                });
                prop_assert!(shaped, "{:?}", r.lines);
                for line in &r.lines {
                    prop_assert!(line
                        .bytes()
                        .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'<'));
                }
                prop_assert_eq!(r.confidence().len(), r.lines.len());
                prop_assert!(r.quad.iter().flatten().all(|v| v.is_finite()));
            }
            Err(e) => prop_assert!(e.to_string().len() >= 13, "unclear: {e}"),
        }
        Ok(())
    });
}
