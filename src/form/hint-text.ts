import type { TFunction } from 'i18next';
import type { Hint } from 'mrz-wasm';
import { formatInSentence } from '../format-words';
import { charText } from './char-text';

/** One hint from the core, in the page's language. */
export function hintText(t: TFunction, hint: Hint): string {
  switch (hint.code) {
    case 'dropped': {
      const chars = [...hint.chars].map((char) => charText(t, char)).join(' ');
      const parts = [t('hints.dropped', { chars })];
      // The core says when full-width forms were typed (a Japanese keyboard in full-width
      // mode): that tells the person why `ＴＡＮＡＫＡ` vanished.
      if (hint.full_width) parts.push(t('hints.fullWidth'));
      if (hint.suggestion !== undefined) parts.push(t('hints.droppedSuggestion', { suggestion: hint.suggestion }));
      return parts.join(' ');
    }
    case 'truncated':
      // The plural forms follow the characters kept: "Cut to 1 character (26 left out)."
      return t('hints.truncated', { count: hint.kept, cut: hint.cut });
    case 'misplaced_spaces':
      return t('hints.misplaced_spaces');
    case 'invalid_date':
      return t(`hints.invalid_date.${hint.reason}`);
    case 'invalid_sex':
      return t('hints.invalid_sex', { value: hint.value });
    case 'invalid_country_code':
      return t('hints.invalid_country_code', { value: hint.value });
    case 'document_number_too_long':
      return t('hints.document_number_too_long', { count: hint.length, max: hint.max });
    case 'visa_code':
      return t(hint.visa ? 'hints.visa_code.visa' : 'hints.visa_code.other');
    case 'document_code':
      // The letters as a list in the reader's language: "A, C, or I", "A、C、またはI".
      return t('hints.document_code', { expected: [...hint.expected] });
    case 'space_in_long_number':
      return t('hints.space_in_long_number');
    case 'national_issuer':
      // The core lists the nation's states as "CHE, LIE": the reader's language joins them.
      return t('hints.national_issuer', { expected: hint.expected.split(', ') });
    case 'national_code':
      return t('hints.national_code', { expected: hint.expected });
    case 'digits':
      return t('hints.digits', { count: hint.expected });
    case 'reads_as':
      return t('hints.reads_as', { format: formatInSentence(t, hint.format) });
    case 'unused':
      return t('hints.unused', { format: t(`formats.${hint.format}.name`) });
  }
}
