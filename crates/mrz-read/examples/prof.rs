//! Times the reader on one picture, many times over. `--example prof -- IN.jpg [RUNS]`
use mrz_read::Reader;
#[path = "eval.rs"]
#[allow(dead_code)]
mod eval;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let gray = eval::decode(&std::fs::read(&a[1]).unwrap());
    let runs: usize = a.get(2).map_or(20, |s| s.parse().unwrap());
    let r = Reader::new();
    let t = std::time::Instant::now();
    for _ in 0..runs {
        std::hint::black_box(r.read(&gray).ok());
    }
    println!(
        "{:.2} ms per read",
        t.elapsed().as_secs_f64() * 1000.0 / runs as f64
    );
}
