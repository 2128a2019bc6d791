// The package's calls. The shapes they take and give are generated from the Rust types that make
// them (crates/mrz-wasm/ts/*.d.ts, written by ts-rs from their serde attributes) and come with
// the WebAssembly modules' own declarations.
import type { Companions, Composition, Decoded, Fields } from './wasm/compose/compose.js';
import type { ReadResult } from './wasm/read/read.js';
import type { SetLabel, SetOptions } from './wasm/sets/sets.js';

export type * from './wasm/compose/compose.js';
export type { ReadResult } from './wasm/read/read.js';
export type { Augmentation, ImageType, Layout, Palette, Preset, SceneLabel, SetLabel, SetOptions } from './wasm/sets/sets.js';

/** A record with the keys of `mrz compose` (any left out is empty; `format` TD3 unless given). */
export type MrzRecord = Partial<Fields>;

/** The zone of a record: its lines, its format, and hints about what was cut or left out. */
export function compose(record: MrzRecord): Composition;

/** A zone's text checked: every field, every check digit found and expected, and findings
 * (expired, born in the future, ...) as of `today` (the machine's day unless given). Throws an
 * Error saying why when the text is no zone at all. */
export function check(text: string, options?: { today?: Date }): Decoded;

/** What a chip test needs of a zone's text, as `mrz chip --json` gives it: the MRZ information,
 * BAC's K_seed, K_enc and K_mac, PACE's K_pi for 3DES and AES-128, -192 and -256, and DG1, in
 * upper-case hexadecimal, with the check digits' verdict (a zone whose digits are wrong still
 * gives its values, from the digits as printed). Rejects with an Error when the text is no zone.
 * Its module (SHA-1 and SHA-256) is loaded on the first call. */
export function chip(text: string): Promise<Companions>;

/** The zone of a record or of its lines drawn in OCR-B: a PNG's bytes at `mrz render`'s style, or
 * print-true at `dpi` (72 to 2400); or an SVG document of the glyphs' outlines. */
export function render(recordOrLines: MrzRecord | string[], options?: { as?: 'png'; dpi?: number }): Promise<Uint8Array>;
export function render(recordOrLines: MrzRecord | string[], options: { as: 'svg'; dpi?: number }): Promise<string>;

/** The zone read from a picture file's bytes (PNG, JPEG, TIFF, WebP, BMP or GIF, turned as its
 * EXIF or TIFF orientation says). Throws an
 * Error when the file cannot be decoded or holds no zone. */
export function read(bytes: Uint8Array | ArrayBuffer): Promise<ReadResult>;

/** A test set, record by record, as `mrz batch` makes it for the same options: each picture's
 * encoded bytes and its label (labels.jsonl's row). */
export function testSet(options?: SetOptions): AsyncIterable<{ image: Uint8Array; label: SetLabel }>;
