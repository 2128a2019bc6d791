//! Options from JSON, as the packages and the page give them.

use super::*;
use mrz_core::{Format, Letters};
use mrz_scene::{Palette, Preset};
use serde_json::json;

fn err(v: Value) -> String {
    Settings::from_json(&v).unwrap_err()
}

#[test]
fn nothing_given_is_mrz_batchs_defaults_for_one_record() {
    let s = Settings::from_json(&Value::Null).unwrap();
    assert_eq!(s, Settings::from_json(&json!({})).unwrap());
    assert_eq!((s.count, s.layout), (1, Layout::Dir));
    assert_eq!(s.recipe, Recipe::defaults());
}

#[test]
fn every_option_in_either_spelling() {
    let s = Settings::from_json(&json!({
        "count": 600, "seed": 7, "middle": 0.5, "long": 0, "corrupt": 1, "made_up": 0.25,
        "formats": {"td3": 70, "td1": 30}, "letters": "icao", "realism": "photo",
        "palette": "colour", "image": "jpeg", "jpeg_quality": 80, "frame": [1280, 720],
        "layout": "webdataset", "chip": true,
    }))
    .unwrap();
    assert!(s.recipe.chip);
    assert_eq!((s.count, s.layout), (600, Layout::Webdataset));
    let r = &s.recipe;
    assert_eq!((r.seed, r.middle, r.long, r.corrupt), (7, 0.5, 0.0, 1.0));
    assert_eq!(r.made_up, 0.25);
    assert_eq!(r.formats, shares("td3=70,td1=30").unwrap());
    assert_eq!(
        (r.letters, r.realism, r.palette),
        (Letters::Icao, Preset::Photo, Palette::Colour)
    );
    assert_eq!(
        (r.image, r.jpeg_quality, r.frame),
        (ImageType::Jpeg, Some(80), Some((1280, 720)))
    );
    let camel = Settings::from_json(
        &json!({"madeUp": 1, "jpegQuality": 80, "image": "jpeg", "frame": "1280x720", "realism": "photo"}),
    );
    let camel = camel.unwrap().recipe;
    assert_eq!((camel.frame, camel.made_up), (Some((1280, 720)), 1.0));
    let one = Settings::from_json(&json!({"formats": "mrvb", "seed": null})).unwrap();
    assert_eq!(one.recipe.formats, shares("mrvb").unwrap());
    assert_eq!(one.recipe.seed, 1);
    let big = Settings::from_json(&json!({"seed": "18446744073709551615"})).unwrap();
    assert_eq!(big.recipe.seed, u64::MAX);
    let _ = Format::Mrvb;
}

#[test]
fn bad_values_name_their_option_and_say_why() {
    assert_eq!(err(json!([])), "options must be an object, got an array");
    assert_eq!(
        err(json!({"colour": "red"})),
        "\"colour\" is not an option: the options are count, seed, middle, long, corrupt, \
         madeUp, formats, letters, realism, palette, image, jpegQuality, frame, layout, chip"
    );
    assert_eq!(
        err(json!({"count": 0})),
        "\"count\": must be a whole number from 1 to 1000000, got 0"
    );
    assert_eq!(
        err(json!({"count": 2.5})),
        "\"count\": must be a whole number from 1 to 1000000, got 2.5"
    );
    assert_eq!(
        err(json!({"seed": -1})),
        "\"seed\": must be a whole number from 0 to 18446744073709551615, got -1"
    );
    assert_eq!(
        err(json!({"middle": 1.5})),
        "\"middle\": \"1.5\" is not a share from 0 to 1"
    );
    assert_eq!(
        err(json!({"corrupt": "half"})),
        "\"corrupt\": must be a number, got a string"
    );
    assert_eq!(
        err(json!({"formats": "td4"})),
        "\"formats\": a format must be one of td3, td1, td2, mrva, mrvb, fra_id, fra_dl, che_dl, got \"td4\""
    );
    assert_eq!(
        err(json!({"formats": {"td3": "x"}})),
        "\"formats\": td3's weight must be a number, got a string"
    );
    assert_eq!(
        err(json!({"realism": "dusty"})),
        "\"realism\": \"dusty\" is not a preset: use clean, scan, photo, harsh, web"
    );
    assert_eq!(
        err(json!({"image": "gif"})),
        "\"image\": \"gif\" is not an image type: use png or jpeg"
    );
    assert_eq!(
        err(json!({"jpegQuality": 0})),
        "\"jpegQuality\": must be a whole number from 1 to 100, got 0"
    );
    assert_eq!(
        err(json!({"layout": "tar"})),
        "\"layout\": \"tar\" is not a layout: use dir, zip, webdataset, imagefolder, tesstrain"
    );
    assert_eq!(
        err(json!({"frame": [1]})),
        "\"frame\": must be \"WIDTHxHEIGHT\" or [width, height], got an array"
    );
    assert_eq!(
        err(json!({"jpeg_quality": 50, "jpegQuality": 60, "image": "jpeg"})),
        "\"jpegQuality\" and \"jpeg_quality\" are one option, given twice"
    );
    assert_eq!(
        err(json!({"seed": "x1"})),
        "\"seed\": must be a whole number from 0 to 18446744073709551615, got \"x1\""
    );
    // Options that cannot go together, as mrz batch words it.
    assert!(err(json!({"frame": "1280x720"})).starts_with("--frame sizes photo and harsh pictures"));
}

#[test]
fn chip_is_true_or_false() {
    assert!(
        !Settings::from_json(&json!({"chip": false}))
            .unwrap()
            .recipe
            .chip
    );
    assert_eq!(
        err(json!({"chip": "yes"})),
        "\"chip\": must be true or false, got a string"
    );
}
