// What the core found in the fields, as one plain sentence in the reader's language.
import type { TFunction } from 'i18next';
import type { Finding, Format } from 'mrz-wasm';
import { formatName } from '../format-words';
import { fieldName, longDate, oneOf } from './words';

export function findingText(t: TFunction, language: string, format: Format, finding: Finding): string {
  const date = (iso: string) => longDate(language, iso);
  const field = 'field' in finding ? fieldName(t, finding.field, format) : '';
  switch (finding.code) {
    case 'letters_in_digits':
      return t('checker.finding.letters_in_digits', { field, chars: [...finding.chars].join(' ') });
    case 'invalid_date':
      return t(`checker.finding.invalid_date.${finding.reason}`, { field });
    case 'date_unknown':
      return t('checker.finding.date_unknown', { field });
    case 'expiry_before_birth':
      return t('checker.finding.expiry_before_birth', { birth: date(finding.birth), expiry: date(finding.expiry) });
    case 'expired':
      return t('checker.finding.expired', { date: date(finding.on) });
    case 'valid_until':
      return t('checker.finding.valid_until', { date: date(finding.until) });
    case 'invalid_sex':
      return t('checker.finding.invalid_sex', { field, value: finding.value });
    case 'sex_unspecified':
      return t('checker.finding.sex_unspecified', { field });
    case 'invalid_country_code':
      return t('checker.finding.invalid_country_code', { field, value: finding.value });
    case 'unknown_country':
      return t('checker.finding.unknown_country', { field, value: finding.value });
    case 'missing_country':
      return t('checker.finding.missing_country', { field });
    case 'unexpected_document_code':
      return t('checker.finding.unexpected_document_code', {
        field,
        value: finding.value,
        expected: oneOf(language, [...finding.expected]),
        format: formatName(t, format),
      });
    case 'unexpected_issuer':
      // The core lists the nation's states as "CHE, LIE": the reader's language joins them.
      return t('checker.finding.unexpected_issuer', {
        field,
        value: finding.value,
        expected: oneOf(language, finding.expected.split(', ')),
        format: formatName(t, format),
      });
    case 'swiss_number':
      return t(`checker.finding.swiss_number.${finding.language ? 'language' : 'shape'}`, { field, value: finding.value });
    case 'digit_count':
      return t('checker.finding.digit_count', { field, count: finding.found, expected: finding.expected });
    case 'not_filler':
      // The core counts from 0; a person from 1.
      return t('checker.finding.not_filler', {
        line: finding.line + 1,
        column: finding.column + 1,
        found: finding.found,
        format: formatName(t, format),
      });
    case 'national_code':
      return t('checker.finding.national_code', {
        field,
        value: finding.value,
        expected: finding.expected,
        format: formatName(t, format),
      });
  }
}
