//! A test set's options as the packages and the page give them: one JSON object, keys in
//! camelCase (`jpegQuality`) or snake_case (`jpeg_quality`), values as `mrz batch` takes its
//! flags (`formats` as `"td3=70,td1=30"` or `{"td3": 70, "td1": 30}`). Each bad value is
//! refused with the option's name and why, in the words `mrz batch` uses.

use crate::layouts::{ImageType, Layout};
use crate::options::{self, kind};
use crate::recipe::Recipe;
use crate::shares::shares;
use serde_json::{Map, Value};

/// Most records a set may hold, as `mrz batch --count` allows.
pub const MAX_COUNT: u32 = 1_000_000;

/// A whole set: how many records, what each is made from, and how its files are named. Given as
/// options (the packages', the page's), `mrz batch`'s flags: keys in camelCase or snake_case,
/// each left out the command's default.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(
    feature = "ts",
    derive(ts_rs::TS),
    ts(rename = "SetOptions", rename_all = "camelCase")
)]
pub struct Settings {
    /// How many records, 1 to 1,000,000 (1 unless given).
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub count: u32,
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub recipe: Recipe,
    /// How the files are laid out and named (`dir` unless given).
    #[cfg_attr(feature = "ts", ts(optional = nullable))]
    pub layout: Layout,
}

/// Every option's key, as the packages and the page spell them.
pub const KEYS: [&str; 15] = [
    "count",
    "seed",
    "middle",
    "long",
    "corrupt",
    "madeUp",
    "formats",
    "letters",
    "realism",
    "palette",
    "image",
    "jpegQuality",
    "frame",
    "layout",
    "chip",
];

/// `jpeg_quality`, `jpegQuality` and `JPEG-quality` are one key.
fn plain(key: &str) -> String {
    key.chars()
        .filter(|c| !matches!(c, '_' | '-'))
        .flat_map(char::to_lowercase)
        .collect()
}

impl Settings {
    /// The settings of `options` (a JSON object; `null` or `{}` for every default: one record).
    pub fn from_json(options: &Value) -> Result<Settings, String> {
        let empty = Map::new();
        let map = match options {
            Value::Object(map) => map,
            Value::Null => &empty,
            other => return Err(format!("options must be an object, got {}", kind(other))),
        };
        let mut s = Settings {
            count: 1,
            recipe: Recipe::defaults(),
            layout: Layout::Dir,
        };
        let mut given: Vec<(&str, &str)> = Vec::new();
        for (key, value) in map {
            let Some(name) = KEYS.iter().find(|k| plain(k) == plain(key)) else {
                return Err(format!(
                    "\"{key}\" is not an option: the options are {}",
                    KEYS.join(", ")
                ));
            };
            if let Some((other, _)) = given.iter().find(|(_, n)| n == name) {
                return Err(format!(
                    "\"{other}\" and \"{key}\" are one option, given twice"
                ));
            }
            given.push((key, name));
            if value.is_null() {
                continue;
            }
            s.set(name, value).map_err(|e| format!("\"{name}\": {e}"))?;
        }
        s.recipe.check()?;
        Ok(s)
    }

    fn set(&mut self, name: &str, value: &Value) -> Result<(), String> {
        let r = &mut self.recipe;
        match name {
            "count" => self.count = whole(value, 1, u64::from(MAX_COUNT))? as u32,
            // A seed past 2^53 comes from JavaScript as its digits.
            "seed" => {
                r.seed = match value.as_str() {
                    Some(digits) => digits.parse().map_err(|_| {
                        format!(
                            "must be a whole number from 0 to {}, got {digits:?}",
                            u64::MAX
                        )
                    })?,
                    None => whole(value, 0, u64::MAX)?,
                }
            }
            "middle" => r.middle = options::share(&number(value)?)?,
            "long" => r.long = options::share(&number(value)?)?,
            "corrupt" => r.corrupt = options::share(&number(value)?)?,
            "madeUp" => r.made_up = options::share(&number(value)?)?,
            "formats" => r.formats = shares(&formats(value)?)?,
            "letters" => r.letters = options::letters_value(text(value)?)?,
            "realism" => r.realism = options::preset(text(value)?)?,
            "palette" => r.palette = options::palette(text(value)?)?,
            "image" => r.image = image(text(value)?)?,
            "jpegQuality" => r.jpeg_quality = Some(whole(value, 1, 100)? as u8),
            "frame" => r.frame = Some(options::frame(&frame(value)?)?),
            "chip" => {
                r.chip = value
                    .as_bool()
                    .ok_or_else(|| format!("must be true or false, got {}", kind(value)))?
            }
            _ => self.layout = layout(text(value)?)?,
        }
        Ok(())
    }
}

fn text(v: &Value) -> Result<&str, String> {
    v.as_str()
        .ok_or_else(|| format!("must be a string, got {}", kind(v)))
}

/// A number as the flag's parser reads it.
fn number(v: &Value) -> Result<String, String> {
    match v {
        Value::Number(n) => Ok(n.to_string()),
        other => Err(format!("must be a number, got {}", kind(other))),
    }
}

fn whole(v: &Value, lo: u64, hi: u64) -> Result<u64, String> {
    let bad = || format!("must be a whole number from {lo} to {hi}, got {v}");
    let n = v.as_u64().ok_or_else(bad)?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(bad())
    }
}

/// `"td3=70,td1=30"`, or `{"td3": 70, "td1": 30}` written as that.
fn formats(v: &Value) -> Result<String, String> {
    match v {
        Value::String(s) => Ok(s.clone()),
        Value::Object(map) => map
            .iter()
            .map(|(k, w)| match w {
                Value::Number(n) => Ok(format!("{k}={n}")),
                other => Err(format!(
                    "{k}'s weight must be a number, got {}",
                    kind(other)
                )),
            })
            .collect::<Result<Vec<_>, _>>()
            .map(|parts| parts.join(",")),
        other => Err(format!(
            "must be a string or an object, got {}",
            kind(other)
        )),
    }
}

/// `"1280x720"`, or `[1280, 720]` written as that.
fn frame(v: &Value) -> Result<String, String> {
    match v {
        Value::String(s) => Ok(s.clone()),
        Value::Array(a) if a.len() == 2 && a.iter().all(Value::is_u64) => {
            Ok(format!("{}x{}", a[0], a[1]))
        }
        other => Err(format!(
            "must be \"WIDTHxHEIGHT\" or [width, height], got {}",
            kind(other)
        )),
    }
}

fn image(key: &str) -> Result<ImageType, String> {
    match key {
        "png" => Ok(ImageType::Png),
        "jpeg" | "jpg" => Ok(ImageType::Jpeg),
        _ => Err(format!("{key:?} is not an image type: use png or jpeg")),
    }
}

fn layout(key: &str) -> Result<Layout, String> {
    Layout::ALL
        .into_iter()
        .find(|l| l.key() == key)
        .ok_or_else(|| {
            let keys: Vec<&str> = Layout::ALL.iter().map(|l| l.key()).collect();
            format!("{key:?} is not a layout: use {}", keys.join(", "))
        })
}

#[cfg(test)]
#[path = "settings_tests.rs"]
mod tests;
