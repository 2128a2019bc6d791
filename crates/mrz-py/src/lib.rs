//! The Python package `passport_mrz`: compose, check, chip, render, read and `TestSet`, each a call
//! into the crates the `mrz` command uses, through JSON text read and written by the command's
//! own code, so that a dict has the command's keys and an error its words (as a ValueError; a
//! `today` that is no date, as a TypeError).

mod test_set;

use mrz_core::{check_text, compose as compose_fields, Letters, Ymd};
use mrz_set::record::parse_record;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

pub(crate) fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// `value` as JSON text, by Python's own `json`: numpy's integers as integers, and a value JSON
/// cannot hold (NaN, infinity, an object) refused as a ValueError naming `what`.
pub(crate) fn dumps(py: Python<'_>, what: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    let kwargs = pyo3::types::PyDict::new(py);
    kwargs.set_item("allow_nan", false)?;
    kwargs.set_item("default", py.import("operator")?.getattr("index")?)?;
    py.import("json")?
        .call_method("dumps", (value,), Some(&kwargs))
        .map_err(|e| value_error(format!("{what}: {}", e.value(py))))?
        .extract()
}

/// JSON text as Python values.
pub(crate) fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

fn json(value: &impl serde::Serialize) -> PyResult<String> {
    serde_json::to_string(value).map_err(value_error)
}

/// A record (a dict with `mrz compose`'s keys) composed: `{"format", "hints", "lines"}`.
#[pyfunction]
fn compose<'py>(py: Python<'py>, record: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    if !record.is_instance_of::<pyo3::types::PyDict>() {
        return Err(value_error(format!(
            "record must be a dict, got {}",
            record.get_type().name()?
        )));
    }
    let fields = parse_record(dumps(py, "record", record)?.as_bytes(), Letters::Drop)
        .map_err(value_error)?;
    loads(py, &json(&compose_fields(&fields))?)
}

/// A zone's text checked as `mrz check --json` checks it, on `today` (a `datetime.date`; the
/// machine's day unless given).
#[pyfunction]
#[pyo3(signature = (text, today = None))]
fn check<'py>(
    py: Python<'py>,
    text: &str,
    today: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let day = match today {
        Some(d) => d.clone(),
        None => py
            .import("datetime")?
            .getattr("date")?
            .call_method0("today")?,
    };
    // A string or a number for the day is a caller's slip: said as such, not as a missing
    // attribute deep inside.
    let not_a_day = || {
        let kind = day
            .get_type()
            .name()
            .map_or_else(|_| "another type".to_owned(), |n| n.to_string());
        PyTypeError::new_err(format!("today must be a datetime.date, got {kind}"))
    };
    let (Ok(y), Ok(m), Ok(d)) = (
        day.getattr("year").and_then(|v| v.extract::<u16>()),
        day.getattr("month").and_then(|v| v.extract::<u8>()),
        day.getattr("day").and_then(|v| v.extract::<u8>()),
    ) else {
        return Err(not_a_day());
    };
    let decoded = check_text(text, Ymd::new(y, m, d)).map_err(value_error)?;
    loads(py, &json(&decoded)?)
}

/// What a chip test needs of a zone's text, as `mrz chip --json` gives it: the MRZ information,
/// BAC's keys, PACE's K_pi for each cipher and DG1 (hexadecimal), with the check digits' verdict.
#[pyfunction]
fn chip<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    loads(py, &json(&mrz_chip::from_text(text).map_err(value_error)?)?)
}

/// The zone of a record (a dict) or of its lines (a list of str) drawn in OCR-B: PNG bytes at
/// `mrz render`'s style or print-true at `dpi`; or, with `as_="svg"`, an SVG document's text.
#[pyfunction]
#[pyo3(signature = (record_or_lines, as_ = "png", dpi = None))]
fn render<'py>(
    py: Python<'py>,
    record_or_lines: &Bound<'py, PyAny>,
    as_: &str,
    dpi: Option<f32>,
) -> PyResult<Bound<'py, PyAny>> {
    let what = dumps(py, "record_or_lines", record_or_lines)?;
    match as_ {
        "png" => {
            let png = py
                .detach(|| mrz_set::render::png(&what, dpi))
                .map_err(value_error)?;
            Ok(PyBytes::new(py, &png).into_any())
        }
        "svg" => {
            let svg = mrz_set::render::svg(&what, dpi).map_err(value_error)?;
            Ok(PyString::new(py, &svg).into_any())
        }
        other => Err(value_error(format!(
            "as_ must be \"png\" or \"svg\", got {other:?}"
        ))),
    }
}

/// The zone in a picture: a PNG, JPEG, TIFF, WebP, BMP or GIF file's bytes (turned as its EXIF
/// or TIFF orientation says), or a numpy
/// array of uint8 pixels (H x W grey, or H x W x 3 or 4 colour); as `mrz read --json` gives it.
#[pyfunction]
fn read<'py>(py: Python<'py>, data: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let gray = test_set::picture_of(data)?;
    let reading = py
        .detach(|| READER.with(|r| r.read(&gray)))
        .map_err(value_error)?;
    loads(py, &json(&reading.summary())?)
}

thread_local! {
    static READER: mrz_read::Reader = mrz_read::Reader::new();
}

#[pymodule]
fn passport_mrz(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(compose, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(chip, m)?)?;
    m.add_function(wrap_pyfunction!(render, m)?)?;
    m.add_function(wrap_pyfunction!(read, m)?)?;
    m.add_class::<test_set::TestSet>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
