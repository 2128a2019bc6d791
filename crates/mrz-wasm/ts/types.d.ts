// Written by crates/mrz-wasm/src/ts_export.rs from the Rust types: do not edit.

/**
 * A zone format. TD3 (the passport) is the default, as the product began with it.
 */
export type Format = "td1" | "td2" | "td3" | "mrva" | "mrvb" | "fra_id" | "fra_dl" | "che_dl";

/**
 * How characters outside A-Z, 0-9 and space reach the zone.
 */
export type Letters = "drop" | "icao";

/**
 * A record: free-text fields, the format of its zone and the letters mode. Missing JSON keys
 * read as empty strings (TD3, letters dropped), and the ICAO names are accepted as aliases so
 * output of other MRZ builders can be fed in directly.
 */
export type Fields = {
  format: Format;
  letters?: Letters;
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
};

/**
 * Why a date field is not a real YYMMDD date.
 */
export type DateProblem = "length" | "not_digits" | "month" | "day";

/**
 * One of the text fields of a record, in the order the form shows them.
 */
export type FieldKey =
  | "type"
  | "countryCode"
  | "passportNo"
  | "surname"
  | "givenNames"
  | "nationality"
  | "dateOfBirth"
  | "personalNo"
  | "sex"
  | "dateOfExpiry"
  | "optionalData2";

export type Hint =
  | {
    "code": "dropped";
    field: FieldKey;
    chars: string;
    suggestion?: string;
    /**
     * Some of them were full-width forms, which a keyboard's full-width mode types.
     */
    full_width?: boolean;
  }
  | { "code": "truncated"; field: FieldKey; kept: number; cut: number }
  | { "code": "misplaced_spaces"; field: FieldKey }
  | { "code": "invalid_date"; field: FieldKey; reason: DateProblem }
  | { "code": "invalid_sex"; field: FieldKey; value: string }
  | { "code": "invalid_country_code"; field: FieldKey; value: string }
  | {
    "code": "document_number_too_long";
    field: FieldKey;
    length: number;
    max: number;
  }
  | { "code": "visa_code"; field: FieldKey; visa: boolean }
  | { "code": "document_code"; field: FieldKey; expected: string }
  | { "code": "space_in_long_number"; field: FieldKey }
  | { "code": "national_issuer"; field: FieldKey; expected: string }
  | { "code": "national_code"; field: FieldKey; expected: string }
  | { "code": "digits"; field: FieldKey; expected: number }
  | { "code": "reads_as"; field: FieldKey; format: Format }
  | { "code": "unused"; field: FieldKey; format: Format };

/**
 * The composed zone and what happened to the input on the way.
 */
export type Composition = { format: Format; lines: Array<string>; hints: Array<Hint> };

/**
 * A rectangle of the frame, in pixels.
 */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * A draw into the renderer's kept frame: the composition, the frame's size, and what changed
 * since the draw before, and where.
 */
export type Drawn = {
  width: number;
  height: number;
  damage: Array<Rect>;
  format: Format;
  lines: Array<string>;
  hints: Array<Hint>;
};

/**
 * Why text cannot be read as a zone. Lines and columns count from 0; a column is where the
 * character was typed, spaces included.
 */
export type DecodeError =
  | { "code": "line_count"; found: number }
  | { "code": "one_line"; length: number }
  | {
    "code": "lines_for_length";
    found: number;
    expected: number;
    length: number;
  }
  | { "code": "extra_line"; line: number; format: Format }
  | { "code": "line_length"; line: number; length: number; expected: number }
  | { "code": "character"; line: number; column: number; found: string };

/**
 * One character to change: where, from what, to what.
 */
export type Change = { line: number; column: number; from: string; to: string };

/**
 * The check digits a zone may carry.
 */
export type CheckName =
  | "passport_no"
  | "date_of_birth"
  | "date_of_expiry"
  | "personal_no"
  | "composite";

/**
 * One check digit as found in the zone, and the one its data gives.
 */
export type Check = {
  name: CheckName;
  line: number;
  /**
   * Column in `line`.
   */
  at: number;
  found: string;
  expected: string;
  valid: boolean;
  /**
   * A wrong composite digit that would be right had the other wrong digits been right: it
   * only follows from them.
   */
  consequent?: boolean;
};

/**
 * How much a finding weighs: an error makes the zone invalid, a warning or a note does not.
 */
export type Level = "error" | "warning" | "note";

/**
 * A calendar day with its full year. Written as `YYYY-MM-DD`.
 */
export type Ymd = string;

/**
 * A finding as it is written: its level beside its code, `{"level": "error", "code": ...}`.
 */
export type Finding = { level: Level } & (
  | { "code": "letters_in_digits"; field: FieldKey; chars: string }
  | { "code": "invalid_date"; field: FieldKey; reason: DateProblem }
  | { "code": "date_unknown"; field: FieldKey }
  | { "code": "expiry_before_birth"; birth: Ymd; expiry: Ymd }
  | { "code": "expired"; on: Ymd }
  | { "code": "valid_until"; until: Ymd }
  | { "code": "invalid_sex"; field: FieldKey; value: string }
  | { "code": "sex_unspecified"; field: FieldKey }
  | { "code": "invalid_country_code"; field: FieldKey; value: string }
  | { "code": "unknown_country"; field: FieldKey; value: string }
  | { "code": "missing_country"; field: FieldKey }
  | {
    "code": "unexpected_document_code";
    field: FieldKey;
    value: string;
    expected: string;
  }
  | {
    "code": "unexpected_issuer";
    field: FieldKey;
    value: string;
    expected: string;
  }
  | {
    "code": "swiss_number";
    field: FieldKey;
    value: string;
    language: boolean;
  }
  | {
    "code": "digit_count";
    field: FieldKey;
    found: number;
    expected: number;
  }
  | { "code": "not_filler"; line: number; column: number; found: string }
  | {
    "code": "national_code";
    field: FieldKey;
    value: string;
    expected: string;
  }
);

/**
 * The one change, and the lines once changed.
 */
export type Repair = {
  lines: Array<string>;
  line: number;
  column: number;
  from: string;
  to: string;
};

/**
 * Where a field's characters are: its line and columns (from 0, `end` exclusive). A document
 * number continued in the optional data has two.
 */
export type Span = { field: FieldKey; line: number; start: number; end: number };

/**
 * A zone read back: its fields, where each sits, every check digit, and what the fields say.
 * Dates are YYYY-MM-DD, when real and the day of reading is known.
 */
export type Decoded = {
  format: Format;
  /**
   * The lines as read (no white space, upper case).
   */
  lines: Array<string>;
  fields: Fields;
  spans: Array<Span>;
  checks: Array<Check>;
  /**
   * Every check digit right and no finding an error.
   */
  valid: boolean;
  findings: Array<Finding>;
  /**
   * The dates with their full years, when they are real dates (expiry and the century of
   * birth need the day of reading).
   */
  birth?: Ymd;
  expiry?: Ymd;
  /**
   * The one change of a usually confused character that makes every check digit right.
   */
  repair?: Repair;
  /**
   * When more than one such change would each make every digit right: all of them (no
   * repair is offered then, since choosing would be a guess).
   */
  candidates?: Array<Change>;
};

/**
 * A zone read back from text, or why the text is no zone.
 */
export type Reading = { "decoded": Decoded } | { "error": DecodeError };

/**
 * Why a text gives no chip companions: it is no zone, or the zone is a national one (a French
 * card or licence, a Swiss licence), whose document carries no ICAO chip to open.
 */
export type ChipError = { "code": "no_chip"; format: Format } | DecodeError;

/**
 * PACE's K_π for each cipher a chip may choose: KDF(π, 3), π being SHA-1 of the MRZ
 * information (SHA-1 for 3DES and AES-128, SHA-256 for AES-192 and -256).
 */
export type PaceKpi = { "3des": string; aes128: string; aes192: string; aes256: string };

/**
 * A zone's chip companions, and whether its check digits are right.
 */
export type Companions = {
  format: Format;
  /**
   * The document number (the whole of a long one), its check digit, the birth date, its
   * digit, the expiry date and its digit, as printed.
   */
  mrzInformation: string;
  paceKpi: PaceKpi;
  /**
   * Tag 61 holding tag 5F1F holding the zone's characters, line after line.
   */
  dg1: string;
  /**
   * Every check digit of the zone right.
   */
  valid: boolean;
  /**
   * The zone's check digits: found, expected, right or not.
   */
  checks: Array<Check>;
  /**
   * The first 16 bytes of SHA-1 of the MRZ information.
   */
  kSeed: string;
  /**
   * KDF(K_seed, 1): the key of BAC's encryption.
   */
  kEnc: string;
  /**
   * KDF(K_seed, 2): the key of BAC's MAC.
   */
  kMac: string;
};

/**
 * A zone's chip companions, or why there are none (no zone, or a national one).
 */
export type ChipReading = { "companions": Companions } | { "error": ChipError };

/**
 * A format's shape and the text fields it has, in the form's order.
 */
export type FormatInfo = {
  format: Format;
  lines: number;
  /**
   * The longest line's length.
   */
  length: number;
  /**
   * Each line's length (the Swiss licence's first line is 9).
   */
  widths: Array<number>;
  /**
   * A national layout, not one of ICAO 9303's five.
   */
  national: boolean;
  fields: Array<FieldKey>;
  checks: Array<CheckName>;
  /**
   * The usual document codes, the first the default.
   */
  codes: Array<string>;
  /**
   * The issuing states a national layout is for, the first the default; empty for ICAO's.
   */
  states: Array<string>;
  /**
   * The preview's picture of such a zone at the default style, in pixels: the page reserves
   * its box before the first picture arrives, so nothing moves when it does.
   */
  picture: [number, number];
};

/**
 * Deserializes from a partial object: what is missing follows the font size given (or 64),
 * so `{"fontSize": 24}` has the padding and spacing of a 24 px style, not of the default.
 */
export type Style = {
  fontSize: number;
  letterSpacing: number;
  padding: number;
  lineHeight: number;
  background: [number, number, number, number];
  foreground: [number, number, number, number];
};

/** The record's text fields, keyed as the form, URLs and session storage key them. */
export type TextFields = Omit<Fields, "format" | "letters">;
export type HintCode = Hint["code"];
export type FindingCode = Finding["code"];
