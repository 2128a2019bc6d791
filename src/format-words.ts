// A format's name and shape in the reader's language, said the same way wherever the page says
// them: the form's format choice, the checker, the hints. The shape comes from the core's table.
import type { TFunction } from 'i18next';
import type { Format } from 'mrz-wasm';
import { FORMAT_INFO } from './formats';

/** "ID card (TD1)", as the form's format choice names it. */
export const formatName = (t: TFunction, format: Format): string => t(`formats.${format}.name`);

/** "an ID card (TD1)": the same name, as it reads inside a sentence. */
export const formatInSentence = (t: TFunction, format: Format): string => t(`formats.${format}.inSentence`);

/** "3 lines of 30", "3 行 × 30 文字". */
export const formatShape = (t: TFunction, format: Format): string =>
  t('form.shape', { lines: FORMAT_INFO[format].lines, length: FORMAT_INFO[format].length });
