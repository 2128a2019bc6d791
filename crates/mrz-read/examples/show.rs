//! Draws what the reader found in one picture: each character's cell outlined, to see where
//! a reading went wrong. `cargo run --release -p mrz-read --example show -- IN.jpg OUT.pgm`

use mrz_read::Reader;

#[path = "eval.rs"]
#[allow(dead_code)]
mod eval;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let mut gray = eval::decode(&std::fs::read(&args[1]).unwrap());
    let reading = Reader::new().read(&gray);
    match &reading {
        Ok(r) => {
            println!("{:?} score {:.2}", r.lines, r.score());
            for (i, line) in r.boxes.iter().enumerate() {
                for (j, b) in line.iter().enumerate() {
                    let shade = if (i + j) % 2 == 0 { 0 } else { 255 };
                    for s in 0..4 {
                        let (a, c) = (b[s], b[(s + 1) % 4]);
                        for t in 0..=40 {
                            let t = t as f32 / 40.0;
                            let (x, y) = (a[0] + (c[0] - a[0]) * t, a[1] + (c[1] - a[1]) * t);
                            if x >= 0.0
                                && y >= 0.0
                                && (x as u32) < gray.width
                                && (y as u32) < gray.height
                            {
                                gray.pixels[y as usize * gray.width as usize + x as usize] = shade;
                            }
                        }
                    }
                }
            }
        }
        Err(e) => println!("{e}"),
    }
    let mut out = format!("P5\n{} {}\n255\n", gray.width, gray.height).into_bytes();
    out.extend(&gray.pixels);
    std::fs::write(&args[2], out).unwrap();
}
