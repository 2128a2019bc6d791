//! `TestSet`: a test set as a Python sequence of `(image, label)`, made by the engine `mrz batch`
//! makes its sets with (the labels are its labels.jsonl rows), each record from the options and
//! its index alone, so that DataLoader workers each draw their own and none twice. The pictures
//! come as numpy arrays of the files' pixels (H x W grey or H x W x 3 colour, the right way
//! round), drawn and decoded with the GIL released.

use crate::{dumps, loads, value_error};
use mrz_picture::{decode_pixels, Pixels};
use mrz_render::Gray;
use mrz_set::settings::Settings;
use mrz_set::Maker;
use numpy::{PyArray1, PyArrayMethods, PyReadonlyArrayDyn, PyUntypedArrayMethods};
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyList, PySlice, PyTuple};
use std::sync::Mutex;

#[pyclass(module = "passport_mrz", frozen)]
pub struct TestSet {
    /// The options as JSON text: what a pickle carries.
    options: String,
    count: u32,
    maker: Mutex<Maker>,
}

impl TestSet {
    fn from_json(options: String) -> PyResult<TestSet> {
        let value: serde_json::Value = serde_json::from_str(&options).map_err(value_error)?;
        let settings = Settings::from_json(&value).map_err(value_error)?;
        if settings.layout == mrz_set::Layout::Tesstrain {
            return Err(value_error(
                "\"layout\": tesstrain makes a picture of each line, and a TestSet gives one picture \
                 a record: make tesstrain sets with mrz batch --layout tesstrain",
            ));
        }
        Ok(TestSet {
            count: settings.count,
            maker: Mutex::new(Maker::new(&settings.recipe, settings.layout)),
            options,
        })
    }
}

#[pymethods]
impl TestSet {
    /// `count` records made as `mrz batch` makes them for the same options: `seed` (1),
    /// `formats` (`"td3=70,td1=30"` or `{"td3": 70, "td1": 30}`; TD3 alone), `realism`
    /// ("clean"), `image` ("png"), and by name `middle`, `long`, `corrupt`, `made_up`,
    /// `letters`, `palette`, `jpeg_quality`, `frame`, `layout`; each left out is `mrz batch`'s default.
    #[new]
    #[pyo3(signature = (count, seed = None, formats = None, realism = None, image = None, **options))]
    fn new(
        py: Python<'_>,
        count: &Bound<'_, PyAny>,
        seed: Option<&Bound<'_, PyAny>>,
        formats: Option<&Bound<'_, PyAny>>,
        realism: Option<&Bound<'_, PyAny>>,
        image: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<TestSet> {
        let all = PyDict::new(py);
        if let Some(options) = options {
            all.update(options.as_mapping())?;
        }
        all.set_item("count", count)?;
        all.set_item("seed", seed)?;
        all.set_item("formats", formats)?;
        all.set_item("realism", realism)?;
        all.set_item("image", image)?;
        TestSet::from_json(dumps(py, "options", all.as_any())?)
    }

    /// A set from the options' JSON text, as a pickle gives them back.
    #[staticmethod]
    fn _from_json(options: String) -> PyResult<TestSet> {
        TestSet::from_json(options)
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let rebuild = slf.get_type().getattr("_from_json")?;
        let args = PyTuple::new(slf.py(), [slf.get().options.clone()])?;
        PyTuple::new(slf.py(), [rebuild, args.into_any()])
    }

    fn __len__(&self) -> usize {
        self.count as usize
    }

    /// Record `i` (from 0; negative from the end): its picture and its label; a slice gives a
    /// list of them.
    fn __getitem__<'py>(
        &self,
        py: Python<'py>,
        i: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if let Ok(slice) = i.cast::<PySlice>() {
            let range = slice.indices(self.count as isize)?;
            let items = (0..range.slicelength)
                .map(|k| self.item(py, range.start + k as isize * range.step))
                .collect::<PyResult<Vec<_>>>()?;
            return Ok(PyList::new(py, items)?.into_any());
        }
        Ok(self.item(py, self.at(i.extract()?)?)?.into_any())
    }

    /// Record `i`'s picture as its file's bytes (PNG or JPEG), with its label.
    fn file<'py>(&self, py: Python<'py>, i: isize) -> PyResult<Bound<'py, PyTuple>> {
        let at = self.at(i)?;
        let made = py.detach(|| self.made(at, false)).map_err(value_error)?;
        let bytes = PyBytes::new(py, &made.images[0]).into_any();
        let label = loads(py, std::str::from_utf8(&made.jsonl).map_err(value_error)?)?;
        PyTuple::new(py, [bytes, label])
    }

    fn __repr__(&self) -> String {
        format!("TestSet({})", self.options)
    }
}

impl TestSet {
    /// Index `i` (negative from the end) as a record's place from 0.
    fn at(&self, i: isize) -> PyResult<isize> {
        let n = self.count as isize;
        let at = if i < 0 { i + n } else { i };
        if (0..n).contains(&at) {
            Ok(at)
        } else {
            Err(PyIndexError::new_err(format!(
                "record {i} is not in a set of {n}"
            )))
        }
    }

    /// Record `at` (from 0) made, its PNG's pixels kept as drawn when `pixels`.
    fn made(&self, at: isize, pixels: bool) -> Result<mrz_set::Made, String> {
        let mut maker = self
            .maker
            .lock()
            .map_err(|_| "a worker failed".to_owned())?;
        let index = at as u32 + 1;
        let made = if pixels {
            maker.make_pixels(index)
        } else {
            maker.make(index)
        };
        made.map_err(|e| e.to_string())
    }

    /// Record `at` (from 0): its pixels and its label.
    fn item<'py>(&self, py: Python<'py>, at: isize) -> PyResult<Bound<'py, PyTuple>> {
        let made = py
            .detach(|| {
                let mut made = self.made(at, true)?;
                // A PNG's pixels as drawn are the file's, without encoding and decoding them; a
                // JPEG's are its file's, decoded.
                let pixels = match made.raw.take() {
                    Some(r) => Pixels {
                        width: r.width,
                        height: r.height,
                        channels: r.channels,
                        data: r.data,
                    },
                    None => decode_pixels(&made.images[0])?,
                };
                Ok::<_, String>((made, pixels))
            })
            .map_err(value_error)?;
        let (made, pixels) = made;
        let image = array(py, pixels)?;
        let label = loads(py, std::str::from_utf8(&made.jsonl).map_err(value_error)?)?;
        PyTuple::new(py, [image, label])
    }
}

/// Pixels as a numpy array: H x W, or H x W x 3.
fn array<'py>(py: Python<'py>, p: Pixels) -> PyResult<Bound<'py, PyAny>> {
    let (h, w) = (p.height as usize, p.width as usize);
    let flat = PyArray1::from_vec(py, p.data);
    Ok(if p.channels == 1 {
        flat.reshape([h, w])?.into_any()
    } else {
        flat.reshape([h, w, p.channels])?.into_any()
    })
}

/// A picture for the reader: a file's bytes, or a uint8 array (H x W, or H x W x 3 or 4).
pub fn picture_of(data: &Bound<'_, PyAny>) -> PyResult<Gray> {
    if let Ok(bytes) = data.cast::<PyBytes>() {
        return mrz_picture::decode(bytes.as_bytes()).map_err(value_error);
    }
    // Rows in order whatever the array's layout (a transposed or Fortran-ordered one too).
    let data = data
        .py()
        .import("numpy")?
        .call_method1("ascontiguousarray", (data,))?;
    let Ok(array) = data.extract::<PyReadonlyArrayDyn<'_, u8>>() else {
        return Err(value_error(
            "data must be a picture file's bytes (PNG, JPEG, TIFF, WebP, BMP or GIF) or a numpy array of uint8",
        ));
    };
    let shape = array.shape().to_vec();
    let pixels = array
        .as_slice()
        .map_err(|_| value_error("the array must be contiguous (numpy.ascontiguousarray)"))?;
    let (height, width, channels) = match shape[..] {
        [h, w] => (h, w, 1),
        [h, w, c @ (1 | 3 | 4)] => (h, w, c),
        _ => {
            return Err(value_error(format!(
                "an array of shape {shape:?}: give H x W grey, or H x W x 3 or 4 colour"
            )))
        }
    };
    let grey = pixels
        .chunks_exact(channels)
        .map(|p| {
            if channels >= 3 {
                mrz_render::ink_grey([p[0], p[1], p[2], 255])
            } else {
                p[0]
            }
        })
        .collect();
    Ok(Gray {
        width: width as u32,
        height: height as u32,
        pixels: grey,
    })
}
