import type { TFunction } from 'i18next';
import type { Hint } from 'mrz-wasm';

/** One hint from the core, in the page's language. */
export function hintText(t: TFunction, hint: Hint): string {
  switch (hint.code) {
    case 'dropped': {
      const chars = [...hint.chars].map((char) => t('hints.char', { char })).join(' ');
      const dropped = t('hints.dropped', { chars });
      return hint.suggestion === undefined
        ? dropped
        : `${dropped} ${t('hints.droppedSuggestion', { suggestion: hint.suggestion })}`;
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
  }
}
