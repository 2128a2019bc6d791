// A format's name and shape in the reader's language, said the same way wherever the page says
// them: the form's format choice, the checker, the hints. The shape comes from the core's table.
import type { TFunction } from 'i18next';
import type { Format } from 'mrz-wasm';
import { FORMAT_INFO } from './formats';

/** "ID card (TD1)", as the form's format choice names it. */
export const formatName = (t: TFunction, format: Format): string => t(`formats.${format}.name`);

/** "an ID card (TD1)": the same name, as it reads inside a sentence. */
export const formatInSentence = (t: TFunction, format: Format): string => t(`formats.${format}.inSentence`);

/**
 * "3 lines of 30", "1 line of 30", "3 行 × 30 文字"; a zone whose lines differ (the Swiss
 * licence's 9, 30 and 30) says each one's length, as "3 lines of 30" would be untrue.
 */
export function formatShape(t: TFunction, format: Format): string {
  const { lines, length, widths } = FORMAT_INFO[format];
  if (widths.every((w) => w === length)) return t('form.shape', { count: lines, length });
  // Intl.ListFormat, behind i18next's list format, takes strings only.
  return t('form.shapeWidths', { count: lines, widths: widths.map(String) });
}
