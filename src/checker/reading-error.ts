// Why pasted text is not a zone, in the reader's language: which line, how long against how long
// its zone's lines are, which character where. Lengths and line counts come from the core's
// format table, never from numbers written here.
import type { DecodeError, Format } from 'mrz-wasm';
import type { TFunction } from 'i18next';
import { FORMATS } from '../fields';
import { formatInSentence } from '../format-words';
import { FORMAT_INFO } from '../formats';

const sorted = (numbers: number[]): number[] => [...new Set(numbers)].sort((a, b) => a - b);

/**
 * The lengths a whole zone has when pasted on one line, shortest first: each format's lines
 * added up (30, 69, 72, 88, 90: the Swiss licence's 9 + 30 + 30 is no multiple of one width).
 */
export const ONE_LINE_LENGTHS: readonly number[] = sorted(
  FORMATS.map((f) => FORMAT_INFO[f].widths.reduce((sum, w) => sum + w, 0)),
);

/** How many lines a zone may have: 1, 2 or 3. */
export const LINE_COUNTS: readonly number[] = sorted(FORMATS.map((f) => FORMAT_INFO[f].lines));

/** The formats with `lines` lines, every one `length` long (not the Swiss licence's 9, 30, 30). */
const formatsOf = (lines: number, length: number): Format[] =>
  FORMATS.filter((f) => FORMAT_INFO[f].lines === lines && FORMAT_INFO[f].widths.every((w) => w === length));

// Intl.ListFormat, behind i18next's list format, takes strings only.
const texts = (numbers: readonly number[]) => numbers.map(String);

export function readingError(t: TFunction, error: DecodeError): string {
  switch (error.code) {
    case 'line_count':
      return t('checker.error.line_count', { count: error.found, counts: texts(LINE_COUNTS) });
    case 'one_line':
      return t('checker.error.one_line', { count: error.length, lengths: texts(ONE_LINE_LENGTHS) });
    case 'lines_for_length': {
      const formats = formatsOf(error.expected, error.length).map((f) => formatInSentence(t, f));
      return t('checker.error.lines_for_length', { found: error.found, length: error.length, expected: error.expected, formats });
    }
    case 'extra_line': {
      // The zone is the lines before the stray one, or those after it.
      const count = FORMAT_INFO[error.format].lines;
      const first = error.line === 0 ? 2 : 1;
      const format = formatInSentence(t, error.format);
      return t('checker.error.extra_line', { line: error.line + 1, count, first, last: first + count - 1, format });
    }
    case 'line_length':
      return t('checker.error.line_length', { line: error.line + 1, count: error.length, expected: error.expected });
    case 'character':
      return t('checker.error.character', { line: error.line + 1, column: error.column + 1, found: error.found });
  }
}
