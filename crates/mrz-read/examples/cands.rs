//! Prints what the reader matched for each character of one picture: its place and its three best candidates. `--example cands -- IN.png`
use mrz_read::Reader;
#[path = "eval.rs"]
#[allow(dead_code)]
mod eval;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let gray = eval::decode(&std::fs::read(&a[1]).unwrap());
    let r = Reader::new().read(&gray).unwrap();
    for (l, line) in r.candidates.iter().enumerate() {
        println!("{}", r.lines[l]);
        for (i, c) in line.iter().enumerate() {
            let b = r.boxes[l][i];
            print!(
                "{i}:{} [{:.0},{:.0}]-[{:.0},{:.0}]",
                r.lines[l].as_bytes()[i] as char,
                b[0][0],
                b[0][1],
                b[2][0],
                b[2][1]
            );
            for k in c.iter().take(3) {
                print!(" {}{:.2}", k.c as char, k.score);
            }
            println!();
        }
    }
}
