//! The TypeScript shapes of the values this binding passes, declared here, once, beside the
//! Rust types they describe; wasm-bindgen writes them into the package's `.d.ts`. The test
//! below checks them against what serde really produces, so the two cannot drift apart.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = TYPES;

// Read by the macro above (which the compiler does not count as a use) and by the test.
#[allow(dead_code)]
pub(crate) const TYPES: &str = r#"
/** A zone format: ID cards (TD1), TD2 cards, passports (TD3, the default), visas (MRV-A, MRV-B). */
export type Format = "td1" | "td2" | "td3" | "mrva" | "mrvb";

/** How letters outside A-Z reach the zone: dropped (the specification), or ICAO's spelling. */
export type Letters = "drop" | "icao";

/** The record's text fields, keyed as the form, URLs and session storage key them. */
export interface TextFields {
  type: string;
  countryCode: string;
  passportNo: string;
  surname: string;
  givenNames: string;
  nationality: string;
  dateOfBirth: string;
  personalNo: string;
  sex: string;
  dateOfExpiry: string;
  optionalData2: string;
}
export type FieldKey = keyof TextFields;

/** A record: its text fields, the zone's format and the letters mode. */
export interface Fields extends TextFields {
  format: Format;
  letters?: Letters;
}

/** Why a date field is not a real YYMMDD date. */
export type DateProblem = "length" | "not_digits" | "month" | "day";

/** A non-blocking note about what composing did to a field; the page translates `code`. */
export type Hint =
  | { code: "dropped"; field: FieldKey; chars: string; suggestion?: string; full_width?: boolean }
  | { code: "truncated"; field: FieldKey; kept: number; cut: number }
  | { code: "misplaced_spaces"; field: FieldKey }
  | { code: "invalid_date"; field: FieldKey; reason: DateProblem }
  | { code: "invalid_sex"; field: FieldKey; value: string }
  | { code: "invalid_country_code"; field: FieldKey; value: string }
  | { code: "document_number_too_long"; field: FieldKey; length: number; max: number }
  | { code: "visa_code"; field: FieldKey; visa: boolean }
  | { code: "document_code"; field: FieldKey; expected: string }
  | { code: "space_in_long_number"; field: FieldKey }
  | { code: "unused"; field: FieldKey; format: Format };
export type HintCode = Hint["code"];

/** The zone's lines (2 or 3, of 30, 36 or 44) and the hints. */
export interface Composition {
  format: Format;
  lines: string[];
  hints: Hint[];
}

/** A rectangle of a drawn frame, in pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A draw into the renderer's kept frame: what changed since the draw before, and where. */
export interface Drawn extends Composition {
  width: number;
  height: number;
  damage: Rect[];
}

/** Where a field sits in the zone: its line, columns start to end (exclusive), from 0. */
export interface Span {
  field: FieldKey;
  line: number;
  start: number;
  end: number;
}

export type CheckName = "passport_no" | "date_of_birth" | "date_of_expiry" | "personal_no" | "composite";

/** A check digit at line `line`, column `at`: the one found, and the one its data gives. */
export interface Check {
  name: CheckName;
  line: number;
  at: number;
  found: string;
  expected: string;
  valid: boolean;
  /** A wrong composite that would be right were the other wrong digits right. */
  consequent?: boolean;
}

export type Level = "error" | "warning" | "note";

/** What the fields say beyond their check digits; an error makes the zone invalid. */
export type Finding = { level: Level } & (
  | { code: "letters_in_digits"; field: FieldKey; chars: string }
  | { code: "invalid_date"; field: FieldKey; reason: DateProblem }
  | { code: "date_unknown"; field: FieldKey }
  | { code: "expiry_before_birth"; birth: string; expiry: string }
  | { code: "expired"; on: string }
  | { code: "valid_until"; until: string }
  | { code: "invalid_sex"; field: FieldKey; value: string }
  | { code: "sex_unspecified"; field: FieldKey }
  | { code: "invalid_country_code"; field: FieldKey; value: string }
  | { code: "unknown_country"; field: FieldKey; value: string }
  | { code: "missing_country"; field: FieldKey }
  | { code: "unexpected_document_code"; field: FieldKey; value: string; expected: string }
);
export type FindingCode = Finding["code"];

/** One character to change: line and column from 0. */
export interface Change {
  line: number;
  column: number;
  from: string;
  to: string;
}

/** The one change of a usually confused character that makes every check digit right. */
export interface Repair extends Change {
  lines: string[];
}

/** A zone read back. Dates are YYYY-MM-DD, when real and the day of reading is known. */
export interface Decoded {
  format: Format;
  lines: string[];
  fields: Fields;
  spans: Span[];
  checks: Check[];
  valid: boolean;
  findings: Finding[];
  birth?: string;
  expiry?: string;
  repair?: Repair;
  /** When several single changes would each make every digit right: all of them, no repair. */
  candidates?: Change[];
}

/** Why text cannot be read as a zone (lines and columns count from 0). */
export type DecodeError =
  | { code: "line_count"; found: number }
  | { code: "one_line"; length: number }
  | { code: "lines_for_length"; found: number; expected: number; length: number }
  | { code: "line_length"; line: number; length: number; expected: number }
  | { code: "character"; line: number; column: number; found: string };

export type Reading = { decoded: Decoded } | { error: DecodeError };

/** A format's shape and the text fields it has, in the form's order. */
export interface FormatInfo {
  format: Format;
  lines: number;
  length: number;
  fields: FieldKey[];
  checks: CheckName[];
  /** The usual document codes, the first the default. */
  codes: string[];
  /** The preview's picture of such a zone at the default style: width and height in pixels. */
  picture: [number, number];
}

/** How the zone is drawn, in pixels; colours are straight RGBA bytes. */
export interface Style {
  fontSize: number;
  letterSpacing: number;
  padding: number;
  lineHeight: number;
  background: [number, number, number, number];
  foreground: [number, number, number, number];
}
"#;

#[cfg(all(test, feature = "page"))]
#[path = "types_tests.rs"]
mod tests;
