//! Writes each cell of one picture as the model reads it (evened out where the zone is read
//! at the picture's own size), as one PGM of the cells line by
//! line. `--example cells -- IN.jpg OUT.pgm`
use mrz_read::Reader;
#[path = "eval.rs"]
#[allow(dead_code)]
mod eval;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let gray = eval::decode(&std::fs::read(&a[1]).unwrap());
    let r = Reader::new().read(&gray).unwrap();
    let (cw, ch) = (16usize, 24usize);
    let cols = r.cells.iter().map(Vec::len).max().unwrap();
    let (w, h) = (cols * (cw + 2), r.cells.len() * (ch + 2));
    let mut px = vec![128u8; w * h];
    for (l, line) in r.cells.iter().enumerate() {
        for (i, win) in line.iter().enumerate() {
            let v = win.at(0, 0);
            let (lo, hi) = v
                .iter()
                .fold((f32::MAX, f32::MIN), |a, &x| (a.0.min(x), a.1.max(x)));
            for y in 0..ch {
                for x in 0..cw {
                    let t = (v[y * cw + x] - lo) / (hi - lo).max(1e-6);
                    px[(l * (ch + 2) + y) * w + i * (cw + 2) + x] = (255.0 * (1.0 - t)) as u8;
                }
            }
        }
    }
    let mut out = format!("P5\n{w} {h}\n255\n").into_bytes();
    out.extend(&px);
    std::fs::write(&a[2], out).unwrap();
    println!("{:?}", r.lines);
}
