//! Prints one character's cell as the reader cut it, and its candidates.
//! `cargo run --release -p mrz-read --example cell -- IN.jpg LINE COLUMN`
use mrz_read::Reader;

#[path = "eval.rs"]
#[allow(dead_code)]
mod eval;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let gray = eval::decode(&std::fs::read(&a[1]).unwrap());
    let (l, c): (usize, usize) = (a[2].parse().unwrap(), a[3].parse().unwrap());
    let r = Reader::new().read(&gray).unwrap();
    let b = r.boxes[l][c];
    println!("box {b:?}");
    println!("{:?}", &r.candidates[l][c][..4]);
    let (x0, y0) = (
        b.iter().map(|p| p[0]).fold(f32::MAX, f32::min) - 3.0,
        b.iter().map(|p| p[1]).fold(f32::MAX, f32::min) - 3.0,
    );
    for y in 0..18 {
        let row: String = (0..16)
            .map(|x| {
                let p = gray.pixels[(y0 as usize + y) * gray.width as usize + x0 as usize + x];
                b" .:-=+*#%@"[usize::from(255 - p) * 10 / 256] as char
            })
            .collect();
        println!("{row}");
    }
}
