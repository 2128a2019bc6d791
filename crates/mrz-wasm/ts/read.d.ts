// Written by crates/mrz-wasm/src/ts_export.rs from the Rust types: do not edit.

/**
 * What was read: the lines, the format they make, each character's confidence (-1 to 1), the
 * zone's corners and each character's cell in picture pixels, and whether every check digit
 * is right.
 */
export type PictureReading = {
  format: Format;
  lines: Array<string>;
  confidence: Array<Array<number>>;
  quad: [[number, number], [number, number], [number, number], [number, number]];
  boxes: Array<Array<[[number, number], [number, number], [number, number], [number, number]]>>;
  valid: boolean;
};

/**
 * A zone found but not read (`illegible`): how many of its characters were too blurred,
 * small or faint, of how many, its lines' lengths, and where it lies (corners from its top
 * left, clockwise, in picture pixels to the hundredth), which the page outlines.
 */
export type IllegibleZone = {
  unclear: number;
  characters: number;
  lineLengths: Array<number>;
  quad: [[number, number], [number, number], [number, number], [number, number]];
};

/**
 * A refusal's reason, which the page translates.
 */
export type RefusalCode =
  | "no_pixels"
  | "too_large"
  | "size_mismatch"
  | "no_zone"
  | "illegible"
  | "unread";

/**
 * Why nothing was read: no pixels, over 50 megapixels, pixels that do not fill the size, no
 * zone found, a zone found too blurred to read (with `zone`), or another reason the reader
 * gives in its own words (`message`, English).
 */
export type Refusal = { code: RefusalCode; message: string; zone?: IllegibleZone };

/**
 * A picture read: what was read, or why nothing was.
 */
export type PictureRead = { "reading": PictureReading } | { "refusal": Refusal };
