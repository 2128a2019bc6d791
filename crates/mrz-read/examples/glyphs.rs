fn main() {
    for c in *b"O0" {
        let g = mrz_render::rasterize(c, 40.0);
        println!(
            "{} left {} top {} w {} h {}",
            c as char, g.left, g.top, g.width, g.height
        );
        for y in 0..g.height {
            let r: String = (0..g.width)
                .map(|x| {
                    if g.alpha[y * g.width + x] > 128 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect();
            println!("{r}");
        }
    }
}
