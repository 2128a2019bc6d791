// The checker's words for what the core reads: field and check names in the format's own terms,
// places in the zone, the format, and dates with their full years.
import type { TFunction } from 'i18next';
import type { Change, CheckName, Decoded, FieldKey, Format, Span } from 'mrz-wasm';
import { formatName, formatShape } from '../format-words';

/** A field's name in this format (a passport's number is a card's document number): the
 * translations carry a context per format only where the name differs. */
export const fieldName = (t: TFunction, field: FieldKey, format: Format): string =>
  t(`checker.field.${field}`, { context: format });

export const checkName = (t: TFunction, name: CheckName, format: Format): string =>
  t(`checker.check.${name}`, { context: format });

/** "ID card (TD1), 3 lines of 30": the format in the words of the form's choice. */
export const formatFound = (t: TFunction, decoded: Decoded): string =>
  t('checker.format', { name: formatName(t, decoded.format), shape: formatShape(t, decoded.format) });

/** One candidate change: "Line 1, column 9: I → 1", counted from 1 as people count. */
export const changeText = (t: TFunction, c: Change): string =>
  t('checker.candidates.item', { line: c.line + 1, column: c.column + 1, from: c.from, to: c.to });

/** Where a field sits: "line 1, columns 6–13", "line 2, column 21", several joined; counted
 * from 1 as people count. A field left empty has no columns. */
export function places(t: TFunction, spans: Span[]): string {
  const filled = spans.filter((s) => s.end > s.start);
  if (filled.length === 0) return t('checker.placeNone');
  return filled
    .map((s) =>
      t('checker.place', {
        context: s.end - s.start === 1 ? 'single' : 'range',
        line: s.line + 1,
        from: s.start + 1,
        to: s.end,
      }),
    )
    .join(t('checker.and'));
}

/** A YYYY-MM-DD date in the reader's language, its year in full (UTC: it is a calendar day,
 * not an instant, so no time zone may move it). */
export function longDate(language: string, iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "A, C or I" in the reader's language. */
export const oneOf = (language: string, items: string[]): string =>
  new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
