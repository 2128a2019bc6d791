// A random record of a national layout, made from an ICAO record of the same draw: the nation's
// code and state, a number of the document's shape, and only the fields the layout has, with
// names that fit their places (so that composing has nothing to say). The shapes are those of
// the set engine (crates/mrz-set/src/national.rs): the French card's number is its year and
// month of issue, the department and a serial, its office the department and the office; the
// French licence's number two digits, two letters and five digits; the Swiss licence's the
// office's three letters and three digits and the language letter, beside a nine-digit PIN code
// and a version.
import type { Faker } from '@faker-js/faker';
import type { Fields } from 'mrz-wasm';
import { FIELD_KEYS } from '../fields';
import { FORMAT_INFO, usualCode } from '../formats';

/** The places names have: the French card's surname and given names, the French licence's
 * surname, the Swiss licence's one line for both (less the << between them). */
const FRA_ID_SURNAME = 25;
const FRA_ID_GIVEN = 14;
const FRA_DL_SURNAME = 8;
const CHE_DL_NAMES = 30 - 2;

const digits = (faker: Faker, length: number) => faker.string.numeric({ length, allowLeadingZeros: true });
const letters = (faker: Faker, length: number) => faker.string.alpha({ length, casing: 'upper' });
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Cut to `most` characters, with no space left at the end (a filler there reads as <<). */
const cut = (text: string, most: number) => text.slice(0, most).trimEnd();

/**
 * As many of the given names as `most` places hold, each `gap` fillers after the one before
 * (the French card's two, ICAO's one); the first name cut when even it does not fit.
 */
function givenThatFit(given: string, most: number, gap: number): string {
  const names = given.split(' ');
  const placed = (n: number) => names.slice(0, n).reduce((sum, name) => sum + name.length, 0) + gap * (n - 1);
  let count = 0;
  while (count < names.length && placed(count + 1) <= most) count += 1;
  return count === 0 ? cut(names[0] ?? '', most) : names.slice(0, count).join(' ');
}

/**
 * `record` (drawn for an ICAO format) made a record of `record.format`, a national one; its
 * names cut to their places, unless they were drawn `long` for composing to cut.
 */
export function nationalRecord(faker: Faker, record: Fields, long = false): Fields {
  const out: Fields = { ...record, type: usualCode(record.format) };
  switch (record.format) {
    case 'fra_id': {
      // Issued in the 15 years before 2021, by one of 95 departments; some cards leave the
      // office blank.
      const issued = pad(faker.number.int({ min: 6, max: 20 }), 2) + pad(faker.number.int({ min: 1, max: 12 }), 2);
      const department = pad(faker.number.int({ min: 1, max: 95 }), 3);
      Object.assign(out, {
        countryCode: 'FRA',
        passportNo: issued + department + digits(faker, 5),
        personalNo: faker.datatype.boolean(0.8) ? department + digits(faker, 3) : '',
        surname: cut(record.surname, FRA_ID_SURNAME),
        givenNames: givenThatFit(record.givenNames, FRA_ID_GIVEN, 2),
      });
      break;
    }
    case 'fra_dl':
      Object.assign(out, {
        countryCode: 'FRA',
        passportNo: digits(faker, 2) + letters(faker, 2) + digits(faker, 5),
        surname: cut(record.surname, FRA_DL_SURNAME),
      });
      break;
    case 'che_dl': {
      const surname = cut(record.surname, CHE_DL_NAMES - 1);
      Object.assign(out, {
        countryCode: faker.datatype.boolean(0.1) ? 'LIE' : 'CHE',
        passportNo: letters(faker, 3) + digits(faker, 3) + faker.helpers.arrayElement(['D', 'F', 'I', 'R']),
        personalNo: digits(faker, 9),
        optionalData2: `00${faker.number.int({ min: 1, max: 9 })}`,
        surname,
        givenNames: givenThatFit(record.givenNames, CHE_DL_NAMES - surname.length, 1),
      });
      break;
    }
    default:
      return record;
  }
  // Only the fields the layout has: the form then shows no other, and no value goes unused.
  const own = FORMAT_INFO[record.format].fields;
  for (const key of FIELD_KEYS) if (!own.includes(key)) out[key] = '';
  return long ? { ...out, surname: record.surname, givenNames: own.includes('givenNames') ? record.givenNames : '' } : out;
}
