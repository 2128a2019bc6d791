// Written by crates/mrz-wasm/src/ts_export.rs from the Rust types: do not edit.

/**
 * A zone read from a picture, as `mrz read --json` and the packages' `read` give it.
 */
export type ReadResult = {
  lines: Array<string>;
  format: Format;
  /**
   * Every check digit right.
   */
  valid: boolean;
  /**
   * The zone in the picture: corners from its top left, clockwise, in pixels (to the
   * hundredth).
   */
  quad: [[number, number], [number, number], [number, number], [number, number]];
  /**
   * Each character's score, -1 to 1, to three decimals.
   */
  confidence: Array<Array<number>>;
};
