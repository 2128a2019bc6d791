//! What the tests of the `mrz` binary share: running it, and the ICAO specimen.

// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub const SPECIMEN: &str = r#"{"type":"P","countryCode":"UTO","passportNo":"L898902C3","surname":"ERIKSSON","givenNames":"ANNA MARIA","nationality":"UTO","dateOfBirth":"740812","personalNo":"ZE184226B","sex":"F","dateOfExpiry":"120415"}"#;
pub const LINES: &str =
    "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10\n";

pub fn mrz(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mrz"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that fails on its arguments may exit before reading: a closed pipe is fine.
    let _ = child.stdin.take().unwrap().write_all(stdin);
    child.wait_with_output().unwrap()
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}
