// The name of a downloaded picture, made of the values the picture shows.
import type { Composition, Fields, Reading, TextFields } from 'mrz-wasm';

/** The fields a download is named after. */
export type NameValues = Pick<TextFields, 'passportNo' | 'surname' | 'givenNames'>;

/**
 * The name fields as they stand in the composed zone, read back by the core's own decoder: upper
 * case A-Z and 0-9, fillers as spaces, a TD1's long number whole. The file is then named by what
 * the picture shows (never accents or Japanese as typed), and the cleaning stays the core's alone,
 * not a second copy of it here. Null when the zone cannot be read back.
 */
export async function zoneValues(
  fields: Fields,
  compose: (fields: Fields) => Composition | Promise<Composition>,
  decode: (text: string) => Reading | Promise<Reading>,
): Promise<NameValues | null> {
  const { lines } = await compose(fields);
  const reading = await decode(lines.join('\n'));
  if (!('decoded' in reading)) return null;
  const { passportNo, surname, givenNames } = reading.decoded.fields;
  return { passportNo, surname, givenNames };
}

/**
 * The specification's passportNo-surname_givenNames.png, spaces as underscores, from the zone's
 * values; `mrz.png` when the zone holds none of them (not `-_.png`). A print-true picture says
 * its dpi before the extension.
 */
export function downloadName(zone: NameValues | null, dpi?: number, extension = 'png'): string {
  const values = zone ?? { passportNo: '', surname: '', givenNames: '' };
  const empty = Object.values(values).every((v) => v.trim() === '');
  const stem = empty ? 'mrz' : `${values.passportNo}-${values.surname}_${values.givenNames}`;
  const print = dpi === undefined ? '' : `_${dpi}dpi`;
  // Zone values hold no character a file name forbids; the guard is for any other caller.
  return `${stem.replace(/\s/g, '_').replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')}${print}.${extension}`;
}
