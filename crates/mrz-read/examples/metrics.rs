fn main() {
    let (up, down) = mrz_render::ink_extent(100.0);
    println!(
        "advance {} up {} down {}",
        mrz_render::advance(100.0),
        up,
        down
    );
    for c in *b"<0AMW1I" {
        let g = mrz_render::rasterize(c, 100.0);
        println!(
            "{} left {} top {} w {} h {}",
            c as char, g.left, g.top, g.width, g.height
        );
    }
}
