// File names from the real WebAssembly composer and decoder, the pair the worker runs.
import { compose, decode, type Composition, type Fields, type Reading } from 'mrz-wasm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS } from '../fields';
import { specimen } from '../testing/specimen';
import { downloadName, zoneValues } from './download-name';

const inZone = (fields: Partial<Fields>) =>
  zoneValues(
    { ...DEFAULT_FIELDS, ...fields },
    (f) => compose(f) as Composition,
    (text) => decode(text, undefined) as Reading,
  );

describe('downloadName', () => {
  it('is number-surname_given with spaces as underscores', async () => {
    expect(downloadName(await inZone(specimen.fields))).toBe('L898902C3-ERIKSSON_ANNA_MARIA.png');
  });

  it('is mrz.png (or .svg) for an empty form, not -_.png', async () => {
    const zone = await inZone({});
    expect(downloadName(zone)).toBe('mrz.png');
    expect(downloadName(zone, undefined, 'svg')).toBe('mrz.svg');
    expect(downloadName(zone, 300)).toBe('mrz_300dpi.png');
    expect(downloadName(null, 600, 'svg')).toBe('mrz_600dpi.svg');
  });

  it('holds the letters as the zone holds them: accents dropped, or spelt the ICAO way', async () => {
    const typed = { passportNo: 'é12345', surname: 'Müller', givenNames: 'Zoë anne-marie' };
    expect(downloadName(await inZone(typed))).toBe('12345-MLLER_ZO_ANNEMARIE.png');
    expect(downloadName(await inZone({ ...typed, letters: 'icao' }))).toBe('E12345-MUELLER_ZOE_ANNE_MARIE.png');
  });

  it('leaves Japanese out, as the zone does, and falls back when nothing is left', async () => {
    expect(downloadName(await inZone({ surname: '山田', givenNames: '太郎' }))).toBe('mrz.png');
    // Full-width letters are not A-Z either: the zone drops them, so does the name.
    expect(downloadName(await inZone({ passportNo: 'TK1234567', surname: '山田', givenNames: 'ＴＡＲＯ' }))).toBe(
      'TK1234567-_.png',
    );
  });

  it("names an ID card by its whole document number, even the part in the optional data", async () => {
    const card = { format: 'td1', type: 'I', passportNo: 'D231458907XY', surname: 'Eriksson', givenNames: 'Anna María' } as const;
    expect(downloadName(await inZone(card), 300)).toBe('D231458907XY-ERIKSSON_ANNA_MARA_300dpi.png');
  });

  it('drops characters a file name may not hold, whoever calls it', () => {
    expect(downloadName({ passportNo: 'L1', surname: 'A/B\\C:D*E?"<>|', givenNames: 'X\tY' })).toBe('L1-ABCDE_X_Y.png');
  });
});
