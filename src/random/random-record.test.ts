import { faker } from '@faker-js/faker/locale/en';
import { describe, expect, it } from 'vitest';
import { compose, decode, type Composition, type Fields, type Format } from 'mrz-wasm';
import { FIELD_KEYS } from '../fields';
import { FORMAT_INFO, ICAO_FORMATS, NATIONAL_FORMATS } from '../formats';
import { randomRecord, yymmdd } from './random-record';

const ISO_ALPHA3 = new Set(
  // Every alpha-3 code faker can return is a real ISO 3166-1 code; check a few known ones too.
  faker.rawDefinitions.location?.country_code?.map((c) => c.alpha3) ?? [],
);

function parse(yymmdd: string, century: number): Date {
  return new Date(century + Number(yymmdd.slice(0, 2)), Number(yymmdd.slice(2, 4)) - 1, Number(yymmdd.slice(4)));
}

describe('yymmdd', () => {
  it('zero-pads year, month and day', () => {
    expect(yymmdd(new Date(2005, 2, 9))).toBe('050309');
    expect(yymmdd(new Date(1999, 11, 31))).toBe('991231');
  });
});

describe('randomRecord over a thousand draws', () => {
  faker.seed(20261121);
  const now = new Date(2026, 10, 21);
  const records = Array.from({ length: 1000 }, () => randomRecord(faker, now));

  it('follows every rule of the specification', () => {
    for (const r of records) {
      expect(r.type).toBe('P');
      expect(r.format).toBe('td3');
      expect(r.optionalData2).toBe('');
      expect(r.countryCode).toMatch(/^[A-Z]{3}$/);
      expect(r.nationality).toBe(r.countryCode);
      expect(ISO_ALPHA3.has(r.countryCode)).toBe(true);
      expect(r.passportNo).toMatch(/^[A-Z]{2}[0-9]{7}$/);
      expect(r.surname).toMatch(/^[A-Z0-9 ]+$/);
      expect(r.givenNames).toMatch(/^[A-Z0-9 ]+$/);
      expect(r.personalNo).toBe('');
      expect(['M', 'F']).toContain(r.sex);
      expect(r.dateOfBirth).toMatch(/^\d{6}$/);
      expect(r.dateOfExpiry).toMatch(/^\d{6}$/);
      for (const v of Object.values(r)) expect(v).toMatch(/^[A-Za-z0-9 ]*$/);
    }
  });

  it('gives birth dates for ages 1 to 90 and expiry dates within ten years', () => {
    for (const r of records) {
      // Two-digit years: a birth date in the future of this century belongs to the last one.
      let born = parse(r.dateOfBirth, 2000);
      if (born > now) born = parse(r.dateOfBirth, 1900);
      const age = (now.getTime() - born.getTime()) / (365.25 * 24 * 3600e3);
      expect(age).toBeGreaterThanOrEqual(0.99);
      expect(age).toBeLessThanOrEqual(91.01);
      const expiry = parse(r.dateOfExpiry, 2000);
      expect(expiry.getTime()).toBeGreaterThanOrEqual(new Date(2026, 10, 21).getTime() - 864e5);
      expect(expiry.getTime()).toBeLessThanOrEqual(new Date(2036, 10, 22).getTime());
    }
  });

  it('gives about 30 % a middle name, both sexes, and many countries', () => {
    const withMiddle = records.filter((r) => r.givenNames.includes(' ')).length;
    expect(withMiddle).toBeGreaterThan(230);
    expect(withMiddle).toBeLessThan(370);
    expect(new Set(records.map((r) => r.sex)).size).toBe(2);
    expect(new Set(records.map((r) => r.countryCode)).size).toBeGreaterThan(100);
  });

  it('gives first names of the chosen sex', () => {
    const male = new Set(faker.rawDefinitions.person?.first_name?.male ?? []);
    const female = new Set(faker.rawDefinitions.person?.first_name?.female ?? []);
    for (const r of records) {
      const first = r.givenNames.split(' ')[0]!;
      const pool = r.sex === 'M' ? male : female;
      expect([...pool].some((n) => n.toUpperCase() === first), `${first} (${r.sex})`).toBe(true);
    }
  });
});

// The document codes each format's records may carry: the specification's P for passports, the
// nations' own codes for theirs.
const CODES: Record<Format, readonly string[]> = {
  td3: ['P'],
  td1: ['I', 'ID'],
  td2: ['I', 'ID'],
  mrva: ['V'],
  mrvb: ['V'],
  fra_id: ['ID'],
  fra_dl: ['D1'],
  che_dl: ['FA'],
};

describe.each(ICAO_FORMATS)('randomRecord for %s over a thousand draws', (format) => {
  faker.seed(20261123);
  const now = new Date(2026, 10, 23);
  const options = { middleShare: 0.3, long: false, format };
  const records = Array.from({ length: 1000 }, () => randomRecord(faker, now, options));

  it("follows the specification's rules with the format's document code", () => {
    for (const r of records) {
      expect(r.format).toBe(format);
      expect(CODES[format]).toContain(r.type);
      expect(r.countryCode).toMatch(/^[A-Z]{3}$/);
      expect(r.nationality).toBe(r.countryCode);
      expect(r.passportNo).toMatch(/^[A-Z]{2}[0-9]{7}$/);
      expect(r.surname).toMatch(/^[A-Z0-9 ]+$/);
      expect(r.givenNames).toMatch(/^[A-Z0-9 ]+$/);
      expect([r.personalNo, r.optionalData2]).toEqual(['', '']);
      expect(['M', 'F']).toContain(r.sex);
      expect(r.dateOfBirth).toMatch(/^\d{6}$/);
      expect(r.dateOfExpiry).toMatch(/^\d{6}$/);
    }
    const codes = new Set(records.map((r) => r.type));
    expect(codes.size).toBe(CODES[format].length);
  });

  it('composes into a zone of its shape with nothing to hint but a long name cut', () => {
    const shape = FORMAT_INFO[format];
    for (const r of records) {
      const { lines, hints } = compose(r) as Composition;
      expect(lines).toHaveLength(shape.lines);
      for (const line of lines) expect(line).toHaveLength(shape.length);
      for (const hint of hints) expect([hint.code, hint.field]).toEqual(['truncated', 'givenNames']);
    }
  });
});

describe('randomRecord in other formats', () => {
  it('draws the same person as TD3 from the same seed, the document code aside', () => {
    const draw = (format: Fields['format']) => {
      faker.seed(7);
      return randomRecord(faker, new Date(2026, 0, 1), { middleShare: 0.3, long: false, format });
    };
    const passport = draw('td3');
    for (const format of ICAO_FORMATS) {
      const { format: f, type, ...person } = draw(format);
      expect(f).toBe(format);
      expect(CODES[format]).toContain(type);
      const { format: _f, type: _t, ...same } = passport;
      expect(person).toEqual(same);
    }
    // A national record is that person too, the nation's fields drawn after the rest.
    for (const format of NATIONAL_FORMATS) {
      const record = draw(format);
      expect(passport.surname.startsWith(record.surname), format).toBe(true);
      if (FORMAT_INFO[format].fields.includes('dateOfBirth')) expect(record.dateOfBirth).toBe(passport.dateOfBirth);
    }
  });
});

/** Each national document's own shapes, written here from the documents, not from the code. */
const SHAPES: Record<string, (r: Fields) => void> = {
  fra_id: (r) => {
    expect(r.countryCode).toBe('FRA');
    // Issued 2006 to 2020 (YYMM), a department of 001 to 095, a serial of five digits.
    expect(r.passportNo).toMatch(/^(0[6-9]|1\d|20)(0[1-9]|1[0-2])0\d\d\d{5}$/);
    // The office: the card's department and three digits, or blank.
    expect(r.personalNo === '' || r.personalNo.slice(0, 3) === r.passportNo.slice(4, 7)).toBe(true);
    expect(r.personalNo).toMatch(/^(\d{6})?$/);
    expect(r.surname.length).toBeLessThanOrEqual(25);
    // Two fillers between given names, in a field of 14.
    expect(r.givenNames.replace(/ /g, '  ').length).toBeLessThanOrEqual(14);
    expect(['M', 'F']).toContain(r.sex);
  },
  fra_dl: (r) => {
    expect(r.countryCode).toBe('FRA');
    expect(r.passportNo).toMatch(/^\d{2}[A-Z]{2}\d{5}$/);
    expect(r.surname.length).toBeLessThanOrEqual(8);
    expect(r.dateOfExpiry).toMatch(/^\d{6}$/);
  },
  che_dl: (r) => {
    expect(['CHE', 'LIE']).toContain(r.countryCode);
    expect(r.passportNo).toMatch(/^[A-Z]{3}\d{3}[DFIR]$/);
    expect(r.personalNo).toMatch(/^\d{9}$/);
    expect(r.optionalData2).toMatch(/^00[1-9]$/);
    // One line of 30 for SURNAME<<GIVEN<NAMES.
    expect(r.surname.length + 2 + r.givenNames.length).toBeLessThanOrEqual(30);
  },
};

describe.each(NATIONAL_FORMATS)('randomRecord for %s over a thousand draws', (format) => {
  faker.seed(20261128);
  const records = Array.from({ length: 1000 }, () => randomRecord(faker, new Date(2026, 10, 28), { middleShare: 0.3, long: false, format }));

  it("has the document's code, state and number shapes, and only the fields its layout has", () => {
    const own = FORMAT_INFO[format].fields;
    for (const r of records) {
      expect([r.format, r.type]).toEqual([format, CODES[format][0]]);
      for (const key of FIELD_KEYS) if (!own.includes(key)) expect(r[key], key).toBe('');
      expect(r.surname).toMatch(/^[A-Z]([A-Z ]*[A-Z])?$/);
      if (own.includes('dateOfBirth')) expect(r.dateOfBirth).toMatch(/^\d{6}$/);
      SHAPES[format]!(r);
    }
    if (format === 'che_dl') {
      const lie = records.filter((r) => r.countryCode === 'LIE').length;
      expect(lie).toBeGreaterThan(50);
      expect(lie).toBeLessThan(160);
      expect(new Set(records.map((r) => r.passportNo.slice(-1))).size).toBe(4);
    }
    if (format === 'fra_id') expect(records.some((r) => r.personalNo === '')).toBe(true);
  });

  it('composes with no hint at all, and checks valid with nothing found, as its own format', () => {
    for (const r of records) {
      const { lines, hints } = compose(r) as Composition;
      expect(hints, JSON.stringify(r)).toEqual([]);
      expect(lines.map((l) => l.length)).toEqual(FORMAT_INFO[format].widths);
      const reading = decode(lines.join('\n'), undefined);
      const decoded = 'decoded' in reading ? reading.decoded : null;
      expect([decoded?.format, decoded?.valid, decoded?.findings], lines.join('\n')).toEqual([format, true, []]);
    }
  });
});
