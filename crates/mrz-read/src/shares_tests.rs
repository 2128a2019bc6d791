//! The characters evened out: the table is the counts' evening, only digits and letters move,
//! the rare ones up against their own kind.
use super::*;
use crate::model::{embedded, output_of, INPUTS};

/// How many of the cells the committed weights learnt from each digit and each letter labels,
/// 0 to 9 and A to Z: their record's `cells_by_character` (1,745,060 cells), as a test below
/// holds.
const DIGIT_CELLS: [u32; 10] = [
    86944, 66754, 65680, 50408, 38818, 38536, 39284, 37748, 38986, 36318,
];
const LETTER_CELLS: [u32; 26] = [
    49410, 14160, 17000, 24158, 38532, 22714, 18884, 18674, 40856, 12166, 16818, 24438, 28256,
    39694, 26202, 21156, 7408, 37158, 26732, 20150, 19662, 19132, 11454, 8814, 11560, 13846,
];

/// How much of each count's log comes off (see `OFFSETS`).
const EVEN_BY: f64 = 0.3;

fn at(c: u8) -> usize {
    output_of(c).expect("an MRZ character")
}

fn mean(xs: &[f32]) -> f32 {
    xs.iter().sum::<f32>() / xs.len() as f32
}

/// `EVEN_BY` of each count's log over its kind's mean log, in f64.
fn evening(cells: &[u32]) -> Vec<f64> {
    let logs: Vec<f64> = cells.iter().map(|&n| f64::from(n).ln()).collect();
    let mean = logs.iter().sum::<f64>() / logs.len() as f64;
    logs.iter().map(|l| EVEN_BY * (l - mean)).collect()
}

#[test]
fn the_table_is_the_counts_evened_among_their_kind() {
    let want: Vec<f64> = [vec![0.0], evening(&DIGIT_CELLS), evening(&LETTER_CELLS)].concat();
    for (i, (&o, w)) in OFFSETS.iter().zip(want).enumerate() {
        let c = char::from(CHARSET[i]);
        assert!((f64::from(o) - w).abs() < 1e-6, "{c}: {o} against {w}");
    }
}

#[test]
fn each_kinds_mean_is_kept_and_its_rare_characters_gain_on_its_common_ones() {
    let o = OFFSETS;
    assert_eq!(o[at(b'<')], 0.0, "the filler keeps its logit");
    let (digits, letters) = (&o[at(b'0')..=at(b'9')], &o[at(b'A')..=at(b'Z')]);
    assert!(mean(digits).abs() < 1e-5 && mean(letters).abs() < 1e-5);
    let least = |xs: &[f32]| xs.iter().copied().fold(f32::MAX, f32::min);
    let most = |xs: &[f32]| xs.iter().copied().fold(f32::MIN, f32::max);
    // Q is the rarest letter learnt from and A the commonest; 9 and 0 among the digits.
    assert_eq!((o[at(b'Q')], o[at(b'A')]), (least(letters), most(letters)));
    assert_eq!((o[at(b'9')], o[at(b'0')]), (least(digits), most(digits)));
    let (n, q) = (LETTER_CELLS[13] as f32, LETTER_CELLS[16] as f32);
    let moved = o[at(b'N')] - o[at(b'Q')];
    assert!(
        (f64::from(moved) - EVEN_BY * f64::from(n / q).ln()).abs() < 1e-4,
        "{moved}"
    );
}

#[test]
fn the_embedded_model_reads_each_pair_moved_by_their_offsets() {
    let raw = Model::from_bytes(include_bytes!("../model/chars.bin")).expect("the model");
    let even = embedded().expect("the committed model");
    assert_eq!(raw.w2, even.w2, "only the output biases move");
    assert_ne!(raw.b2, even.b2);
    let o = OFFSETS;
    // A cell of any ink: the ratio of two outputs' probabilities is their logits' gap.
    let cell: Vec<f32> = (0..INPUTS)
        .map(|i| ((i * 7919) % 97) as f32 / 97.0 - 0.5)
        .collect();
    let (p, e) = (raw.probabilities(&cell), even.probabilities(&cell));
    let gap = |p: &[f32; OUTPUTS], a: u8, b: u8| (p[at(a)] / p[at(b)]).ln();
    for (a, b) in [
        (b'Q', b'G'),
        (b'Z', b'I'),
        (b'H', b'N'),
        (b'O', b'0'),
        (b'9', b'<'),
    ] {
        let moved = gap(&e, a, b) - gap(&p, a, b);
        let want = o[at(b)] - o[at(a)];
        let (a, b) = (char::from(a), char::from(b));
        assert!(
            (moved - want).abs() < 1e-3,
            "{a}/{b}: {moved} against {want}"
        );
    }
}

/// A retrained model's record counts its cells; the shares evened by must be its own.
#[test]
fn the_characters_counted_are_the_records_when_it_counts_them() {
    let record: serde_json::Value =
        serde_json::from_str(include_str!("../model/chars.json")).expect("the record");
    let Some(counts) = record.get("cells_by_character") else {
        return;
    };
    let kinds = [(b'0', &DIGIT_CELLS[..]), (b'A', &LETTER_CELLS[..])];
    for (first, cells) in kinds {
        for (i, &n) in cells.iter().enumerate() {
            let c = char::from(first + i as u8).to_string();
            assert_eq!(counts[&c].as_u64(), Some(u64::from(n)), "{c}'s cells");
        }
    }
}
