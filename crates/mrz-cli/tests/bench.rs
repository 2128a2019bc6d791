//! `mrz bench --json`: its figures, and the peer's beside them when built in.

mod common;

use common::{mrz, text};

#[test]
fn bench_prints_its_figures() {
    let args = [
        "bench",
        "--runs",
        "5",
        "--warmup",
        "1",
        "--rounds",
        "3",
        "--records",
        "20",
        "--bulk",
        "40",
        "--read-frames",
        "2",
    ];
    let out = mrz(&[&args[..], &["--json"]].concat(), b"");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "native_render_us",
        "native_floor_us",
        "ratio",
        "native_full_render_us",
        "compose_rps",
        "compose_ns",
        "decode_rps",
        "decode_ns",
        "bulk_native_rps",
        "bulk_native_bytes_per_record",
        "bulk_native_photo_rps",
        "bulk_native_photo_bytes_per_record",
        "png_encode_us",
        "fdeflate_us",
        "miniz_level1_us",
        "png_vs_fastest_deflate_ratio",
        "read_native_ms_p50",
        "read_native_ms_p95",
    ] {
        assert!(v[key].as_f64().unwrap() > 0.0, "{key}");
    }
    assert_eq!(v["bulk_native_records"], 40);
    assert_eq!(
        (
            v["read_native_frames"].as_u64(),
            v["read_native_frame"].as_str()
        ),
        (Some(2), Some("1280x720"))
    );
    assert_eq!(
        v["bulk_native_photo_records"], 10,
        "a quarter as many photos"
    );
    let fastest = v["deflate_fastest"].as_str().unwrap();
    assert!(
        ["fdeflate", "miniz_oxide level 1"].contains(&fastest),
        "{fastest}"
    );
    assert_eq!(
        v["records"], 25,
        "the five specimens and the random records"
    );
    // The peer is timed only when built in; either way its keys are there.
    let peer = cfg!(feature = "peer");
    for key in [
        "peer_compose_rps",
        "peer_decode_rps",
        "compose_ratio",
        "decode_ratio",
    ] {
        assert_eq!(v[key].is_f64(), peer, "{key}: {v}");
    }
    if peer {
        assert_eq!(v["peer_same_zones"], 25, "the peer emits the same zones");
        assert_eq!(v["peer_valid"], 25);
    }
    let table = text(&mrz(&args, b"").stdout);
    assert!(table.contains("compose  ours"), "{table}");
    assert!(table.contains("records/s (median of rounds)"), "{table}");
    assert_eq!(table.contains("--features peer"), !peer, "{table}");
}

#[test]
fn a_count_of_no_runs_is_refused() {
    for flag in ["--runs", "--rounds", "--block", "--read-frames"] {
        let out = mrz(&["bench", flag, "0"], b"");
        assert_eq!(out.status.code(), Some(2), "{flag}");
        assert!(
            text(&out.stderr).contains(flag),
            "{flag}: {}",
            text(&out.stderr)
        );
    }
}
