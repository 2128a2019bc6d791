import type { TFunction } from 'i18next';
import type { Hint } from 'mrz-wasm';

// Full-width forms of ASCII (U+FF01 to U+FF5E) and the ideographic space: what a Japanese
// keyboard in full-width mode types. Saying so tells the person why `ＴＡＮＡＫＡ` vanished.
const FULL_WIDTH = /[\uFF01-\uFF5E\u3000]/u;

/** One hint from the core, in the page's language. */
export function hintText(t: TFunction, hint: Hint): string {
  switch (hint.code) {
    case 'dropped': {
      const chars = [...hint.chars].map((char) => t('hints.char', { char })).join(' ');
      const parts = [t('hints.dropped', { chars })];
      if (FULL_WIDTH.test(hint.chars)) parts.push(t('hints.fullWidth'));
      if (hint.suggestion !== undefined) parts.push(t('hints.droppedSuggestion', { suggestion: hint.suggestion }));
      return parts.join(' ');
    }
    case 'truncated':
      return t('hints.truncated', { kept: hint.kept, cut: hint.cut });
    case 'misplaced_spaces':
      return t('hints.misplaced_spaces');
    case 'invalid_date':
      return t(`hints.invalid_date.${hint.reason}`);
    case 'invalid_sex':
      return t('hints.invalid_sex', { value: hint.value });
    case 'invalid_country_code':
      return t('hints.invalid_country_code', { value: hint.value });
    case 'document_number_too_long':
      return t('hints.document_number_too_long', { length: hint.length, max: hint.max });
    case 'visa_code':
      return t(hint.visa ? 'hints.visa_code.visa' : 'hints.visa_code.other');
    case 'space_in_long_number':
      return t('hints.space_in_long_number');
    case 'unused':
      return t('hints.unused', { format: t(`formats.${hint.format}.name`) });
  }
}
