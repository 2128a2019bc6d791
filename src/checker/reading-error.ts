// Why pasted text is not a zone, in the reader's language: which line, how long against how long
// its zone's lines are, which character where.
import type { DecodeError } from 'mrz-wasm';
import type { TFunction } from 'i18next';

export function readingError(t: TFunction, error: DecodeError): string {
  switch (error.code) {
    case 'line_count':
      return t('checker.error.line_count', { count: error.found });
    case 'line_length':
      return t('checker.error.line_length', { line: error.line + 1, count: error.length, expected: error.expected });
    case 'character':
      return t('checker.error.character', { line: error.line + 1, column: error.column + 1, found: error.found });
  }
}
