//! The TypeScript declarations of every value this binding passes, written from the Rust types
//! themselves (ts-rs, each crate's `ts` feature): one definition, in Rust. The test fails when
//! a file in `ts/` is not what the types give; `UPDATE_TS=1 cargo test -p mrz-wasm ts_export`
//! writes them again. The modules' `*_types.rs` put them into each WebAssembly module's `.d.ts`.

use std::collections::BTreeSet;
use std::path::PathBuf;
use ts_rs::{Config, TypeVisitor, TS};

/// Every declaration reachable from some roots, each once, dependencies first.
struct Declarations {
    cfg: Config,
    declared: BTreeSet<String>,
    text: String,
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Built-in types (string, number, arrays) have no file of their own and no declaration.
        if T::output_path().is_none() || !self.declared.insert(T::ident(&self.cfg)) {
            return;
        }
        // ts-rs visits a type's dependencies in no fixed order: take them by name.
        let mut deps = Dependencies(Vec::new(), config());
        T::visit_dependencies(&mut deps);
        deps.0.sort_by(|a, b| a.0.cmp(&b.0));
        for (_, visit) in deps.0 {
            visit(self);
        }
        if let Some(docs) = T::docs() {
            self.text.push_str(&docs);
        }
        let decl = crate::ts_format::layout(&T::decl(&self.cfg));
        self.text.push_str(&format!("export {decl}\n\n"));
    }
}

fn config() -> Config {
    // Every integer the modules pass fits a double; serde-wasm-bindgen gives numbers.
    Config::new().with_large_int("number")
}

/// A type's dependencies, each with its name and the call that declares it.
struct Dependencies(Vec<(String, Declare)>, Config);

type Declare = fn(&mut Declarations);

impl TypeVisitor for Dependencies {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        let declare: Declare = <Declarations as TypeVisitor>::visit::<T>;
        self.0.push((T::ident(&self.1), declare));
    }
}

impl Declarations {
    fn new() -> Declarations {
        Declarations {
            cfg: config(),
            declared: BTreeSet::new(),
            text: String::new(),
        }
    }

    /// The declarations added since the last call: a module's file, without what the files
    /// before it declared.
    fn take(&mut self) -> String {
        std::mem::take(&mut self.text)
    }
}

/// Shapes named from the declared ones, for the page's convenience.
const ALIASES: &str =
    "/** The record's text fields, keyed as the form, URLs and session storage key them. */
export type TextFields = Omit<Fields, \"format\" | \"letters\">;
export type HintCode = Hint[\"code\"];
export type FindingCode = Finding[\"code\"];
";

/// A set's label: the record's keys, and the picture's but for tesstrain's line pictures (serde
/// flattens an `Option`, which ts-rs cannot).
const SET_LABEL: &str =
    "/** A record's label as labels.jsonl holds it: the record's keys, then its picture's. */
export type SetLabel = LabelRecord & Partial<SceneLabel>;
";

const HEADER: &str =
    "// Written by crates/mrz-wasm/src/ts_export.rs from the Rust types: do not edit.\n\n";

/// Each file of `ts/` and its text: the page module's shared types, then the read, scene and npm
/// modules' own (each module's `.d.ts` holds the shared ones beside its own).
fn files() -> Vec<(&'static str, String)> {
    let mut d = Declarations::new();
    d.visit::<mrz_core::Fields>();
    d.visit::<mrz_core::Mrz>();
    d.visit::<crate::renderer::Drawn<'static>>();
    d.visit::<crate::page::Reading>();
    d.visit::<crate::chip::ChipReading>();
    d.visit::<crate::formats::FormatInfo>();
    d.visit::<mrz_render::Style>();
    let types = d.take() + ALIASES;
    d.visit::<crate::read::PictureRead>();
    let read = d.take();
    let shared = d.declared.clone();
    d.visit::<mrz_set::settings::Settings>();
    d.visit::<mrz_set::labels::LabelRow<'static>>();
    d.visit::<mrz_scene::SceneLabel>();
    d.visit::<crate::scene_record::SetRecord>();
    let scene = d.take() + SET_LABEL;
    // The npm package's read module holds the page's read types too; its sets are the scene's.
    d.declared = shared;
    d.visit::<mrz_read::Summary>();
    let npm = d.take();
    vec![
        ("types.d.ts", types),
        ("read.d.ts", read),
        ("scene.d.ts", scene),
        ("npm.d.ts", npm),
    ]
}

#[test]
fn ts_declarations_are_the_rust_types() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("ts");
    let update = std::env::var_os("UPDATE_TS").is_some();
    for (name, text) in files() {
        let text = format!("{HEADER}{}", text.trim_end()) + "\n";
        let path = dir.join(name);
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        }
        let written = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            written == text,
            "ts/{name} is not what the Rust types give: run UPDATE_TS=1 cargo test -p mrz-wasm ts_export"
        );
    }
}

/// The options and layouts are parsed by name (settings.rs), not by serde: their declarations
/// must name what the parser takes.
#[test]
fn set_options_are_the_keys_the_engine_takes() {
    let scene = files().remove(2).1;
    let start = scene.find("export type SetOptions = {").unwrap();
    let options = &scene[start..start + scene[start..].find("\n};").unwrap()];
    let declared: Vec<&str> = options
        .lines()
        .filter_map(|l| l.strip_prefix("  ")?.split_once("?: ").map(|(k, _)| k))
        .collect();
    let mut keys = mrz_set::settings::KEYS.to_vec();
    keys.sort_unstable();
    let mut sorted = declared.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, keys);
    for layout in mrz_set::Layout::ALL {
        assert!(
            scene.contains(&format!("\"{}\"", layout.key())),
            "{layout:?}"
        );
    }
}
