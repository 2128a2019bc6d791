//! The model's word beside the templates': unsure cells read around only in a zone that may be one.
use super::*;
use crate::cut::tests::speckle;
use crate::model::embedded;
use crate::sample::Cell;
use crate::summary::HARD_TO_READ;
use crate::window::wide_window;

/// A picture of speckle (no character the model knows well) and the windows of a line of
/// `n` cells across it.
fn speckle_windows(n: usize) -> Vec<Window> {
    let image = speckle(40 * n as u32 + 40, 60);
    (0..n)
        .map(|i| Cell {
            centre: [40.0 + 32.0 * i as f32, 30.0],
            along: [32.0, 0.0],
            across: [0.0, 48.0],
        })
        .map(|c| wide_window(&image, &c))
        .collect()
}

fn candidates(scores: &[(u8, f32)]) -> Vec<Candidate> {
    scores
        .iter()
        .map(|&(c, score)| Candidate { c, score })
        .collect()
}

#[test]
fn unsure_cells_are_read_around_only_in_a_plausible_zone() {
    let model = embedded().expect("the committed model");
    let windows = speckle_windows(3);
    let p = model.probabilities(&windows[1].wide(0, 0));
    assert!(
        p.iter().fold(0.0f32, |a, &b| a.max(b)) < UNSURE,
        "speckle is unsure"
    );
    let around = averaged(&p, &windows[1], model);
    assert_ne!(p, around);
    // Two cells the templates are sure of, and the speckle between: a zone read well
    // enough, or, with the sure cells' scores low, one that is not.
    for (sure, want) in [(0.99, around), (0.2, p)] {
        let mut ranked = vec![vec![
            candidates(&[(b'A', sure), (b'B', sure - 0.5)]),
            candidates(&[(b'E', 0.5), (b'F', 0.45)]),
            candidates(&[(b'C', sure), (b'D', sure - 0.5)]),
        ]];
        let plain = ranked.clone();
        rescore(&mut ranked, std::slice::from_ref(&windows), model, None);
        let cell = &ranked[0][1];
        for c in [b'E', b'F'] {
            let before = plain[0][1].iter().find(|x| x.c == c).unwrap().score;
            let got = cell.iter().find(|x| x.c == c).unwrap().score;
            let prob = want[output_of(c).unwrap()];
            assert_eq!(got, blend(before, prob), "{}", c as char);
        }
        assert!(cell[0].score >= cell[1].score, "best first");
        if sure > 0.9 {
            // Scored as if the model agreed with the templates.
            assert_eq!(ranked[0][0][0].score, blend(0.99, 1.0));
            assert_eq!(ranked[0][0][1].score, blend(0.49, 0.0));
        }
    }
}

#[test]
fn a_zone_mostly_hard_to_read_is_not_read_around() {
    let model = embedded().expect("the committed model");
    let windows = speckle_windows(5);
    // Cells the templates are sure of, and cells they match with no clear lead (0.05), so that
    // the model is asked and finds speckle like neither: hard to read, but not so low that
    // the zone's mean fails.
    let sure = || candidates(&[(b'A', 0.99), (b'B', 0.49)]);
    let unclear = || candidates(&[(b'E', 0.9), (b'F', 0.85)]);
    let first = |w: &Window| {
        let p = model.probabilities(&w.wide(0, 0));
        let prob = |c: u8| p[output_of(c).unwrap()];
        blend(0.9, prob(b'E')).max(blend(0.85, prob(b'F')))
    };
    let read_with = |unclear_cells: usize| {
        let line: Vec<Vec<Candidate>> = (0..5)
            .map(|i| if i < unclear_cells { unclear() } else { sure() })
            .collect();
        let scores: Vec<f32> = (0..5)
            .map(|i| match i < unclear_cells {
                true => first(&windows[i]),
                false => blend(0.99, 1.0),
            })
            .collect();
        let hard = scores.iter().filter(|&&s| s < HARD_TO_READ as f32).count();
        assert_eq!(
            hard, unclear_cells,
            "speckle is hard to read, the sure cells are not"
        );
        assert!(
            scores.iter().sum::<f32>() / 5.0 >= LEAST_SCORE,
            "{scores:?}"
        );
        let mut ranked = vec![line];
        let plausible = rescore(&mut ranked, std::slice::from_ref(&windows), model, None);
        let e = ranked[0][0].iter().find(|c| c.c == b'E').unwrap().score;
        (plausible, e)
    };
    // The first cell's E as the model read it where it lies, and read around.
    let p = model.probabilities(&windows[0].wide(0, 0));
    let e = output_of(b'E').unwrap();
    let (here, around) = (p[e], averaged(&p, &windows[0], model)[e]);
    assert_ne!(here, around);
    // Two hard cells of five are read around; three are not.
    assert_eq!(read_with(2), (true, blend(0.9, around)));
    assert_eq!(read_with(3), (false, blend(0.9, here)));
}
