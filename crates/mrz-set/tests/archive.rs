//! The page's archive in memory holds the bytes `mrz batch` writes to disk for the same set.

use mrz_set::archive::Archive;
use mrz_set::layouts::{record_files, record_rows};
use mrz_set::sink::Sink;
use mrz_set::{shares, Layout, Maker, Recipe};
use std::path::PathBuf;

fn scratch(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("mrz-set-archive-{}-{name}", std::process::id()))
}

fn both(layout: Layout, recipe: &Recipe, count: u32) -> (Vec<u8>, PathBuf) {
    let dir = scratch(layout.key());
    let mut sink = Sink::create(layout, &dir, 1000, (1, 1), false).unwrap();
    let mut archive = Archive::new(layout, false).unwrap();
    let mut bytes = Vec::new();
    let mut maker = Maker::new(recipe, layout);
    for index in 1..=count {
        let made = maker.make(index).unwrap();
        let files = record_files(layout, index, &made);
        bytes.extend(
            archive
                .add(&files, &record_rows(layout, index, &made))
                .unwrap(),
        );
        sink.write(index, made).unwrap();
    }
    bytes.extend(archive.finish().unwrap());
    sink.finish().unwrap();
    (bytes, dir)
}

#[test]
fn a_zip_and_a_tar_in_memory_are_the_files_on_disk() {
    let recipe = Recipe {
        formats: shares("td3,td1,td2,mrva,mrvb").unwrap(),
        corrupt: 0.5,
        ..Recipe::defaults()
    };
    let (zip, dir) = both(Layout::Zip, &recipe, 12);
    assert_eq!(zip, std::fs::read(dir.join("testset.zip")).unwrap());
    std::fs::remove_dir_all(dir).unwrap();
    let (tar, dir) = both(Layout::Webdataset, &recipe, 12);
    assert_eq!(tar, std::fs::read(dir.join("shard-000000.tar")).unwrap());
    std::fs::remove_dir_all(dir).unwrap();
}
