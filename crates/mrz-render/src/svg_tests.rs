use super::*;
use mrz_core::Format;

const SPECIMEN: [&str; 2] = [
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];

/// The print style of a format, at the line pitch its table in mrz-core gives.
fn print(format: Format) -> Style {
    Style::print(300.0, f32::from(format.layout().print_lines_per_inch))
}

#[test]
fn the_specimen_as_svg_has_88_glyphs_on_the_raster_layout() {
    let doc = svg(&SPECIMEN, &Style::default(), SvgSize::Pixels).unwrap();
    assert!(doc.starts_with("<svg ") && doc.ends_with("</svg>"));
    assert!(doc.contains(r#"viewBox="0 0 205100 19100" width="2051" height="191""#));
    assert_eq!(doc.matches("<use ").count(), 88);
    assert!(doc.contains("<title>P&lt;UTOERIKSSON&lt;&lt;ANNA"));
    let decimal = |w: &[u8]| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit();
    assert!(
        !doc.as_bytes().windows(3).any(decimal),
        "no decimals anywhere"
    );
    let distinct = SPECIMEN
        .concat()
        .bytes()
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    assert_eq!(doc.matches("<path ").count(), distinct);
}

#[test]
fn print_svgs_say_their_size_in_millimetres() {
    let doc = svg(
        &SPECIMEN,
        &print(Format::Td3),
        SvgSize::PrintAt { dpi: 300.0 },
    )
    .unwrap();
    // 46 pitches of 2.54 mm.
    assert!(doc.contains(r#"width="116.84mm""#), "{}", &doc[..300]);
}

#[test]
fn a_td1_as_svg_has_90_glyphs_on_three_lines_and_all_three_in_its_title() {
    let td1 = [
        "I<UTOD231458907<<<<<<<<<<<<<<<",
        "7408122F1204159UTO<<<<<<<<<<<6",
        "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ];
    let doc = svg(&td1, &Style::default(), SvgSize::Pixels).unwrap();
    assert!(doc.contains(r#"viewBox="0 0 141900 26600" width="1419" height="266""#));
    assert_eq!(doc.matches("<use ").count(), 90);
    let title =
        "<title>I&lt;UTOD231458907&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;\n\
        7408122F1204159UTO&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;6\n\
        ERIKSSON&lt;&lt;ANNA&lt;MARIA&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</title>";
    assert!(doc.contains(title), "{}", &doc[..600]);
    // Three baselines, 75 px (hundredths in the document) apart, as on the raster.
    let ys: std::collections::BTreeSet<&str> = doc
        .split(r#"" y=""#)
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap())
        .collect();
    assert_eq!(ys.len(), 3, "{ys:?}");
    let printed = svg(&td1, &print(Format::Td1), SvgSize::PrintAt { dpi: 300.0 });
    // 32 pitches of 2.54 mm.
    assert!(printed.unwrap().contains(r#"width="81.28mm""#));
}

#[test]
fn zones_of_no_lines_or_four_are_refused() {
    for count in [0, 4] {
        let lines = vec!["P<"; count];
        let refused = svg(&lines, &Style::default(), SvgSize::Pixels);
        assert_eq!(refused, Err(StyleError::Lines { count }));
    }
}

#[test]
fn bad_styles_are_refused_as_for_the_raster() {
    let bad = Style {
        font_size: 0.0,
        ..Style::default()
    };
    assert!(svg(&SPECIMEN, &bad, SvgSize::Pixels).is_err());
}
