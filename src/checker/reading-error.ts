// Why pasted text is not a zone, in the reader's language: which line, how long against how long
// its zone's lines are, which character where. Lengths and line counts come from the core's
// format table, never from numbers written here.
import type { DecodeError, Format } from 'mrz-wasm';
import type { TFunction } from 'i18next';
import { FORMATS } from '../fields';
import { formatInSentence } from '../format-words';
import { FORMAT_INFO } from '../formats';

/** The lengths a whole zone has when pasted on one line, shortest first: 72, 88, 90. */
export const ONE_LINE_LENGTHS: readonly number[] = [
  ...new Set(FORMATS.map((f) => FORMAT_INFO[f].lines * FORMAT_INFO[f].length)),
].sort((a, b) => a - b);

/** The formats whose lines are `length` long and that have `lines` of them. */
const formatsOf = (lines: number, length: number): Format[] =>
  FORMATS.filter((f) => FORMAT_INFO[f].lines === lines && FORMAT_INFO[f].length === length);

export function readingError(t: TFunction, error: DecodeError): string {
  switch (error.code) {
    case 'line_count':
      return t('checker.error.line_count', { count: error.found });
    case 'one_line':
      // Intl.ListFormat, behind i18next's list format, takes strings only.
      return t('checker.error.one_line', { count: error.length, lengths: ONE_LINE_LENGTHS.map(String) });
    case 'lines_for_length': {
      const formats = formatsOf(error.expected, error.length).map((f) => formatInSentence(t, f));
      return t('checker.error.lines_for_length', { found: error.found, length: error.length, expected: error.expected, formats });
    }
    case 'line_length':
      return t('checker.error.line_length', { line: error.line + 1, count: error.length, expected: error.expected });
    case 'character':
      return t('checker.error.character', { line: error.line + 1, column: error.column + 1, found: error.found });
  }
}
