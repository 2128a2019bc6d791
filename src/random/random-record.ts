// Random test records, by the specification's rules, for any format. Faker (English data only)
// is loaded on first use, so the first page load does not carry it.
import type { Faker } from '@faker-js/faker';
import type { Fields, Format } from 'mrz-wasm';
import { FIELD_KEYS } from '../fields';
import { FORMAT_INFO, isNational, usualCode } from '../formats';
import { nationalRecord } from './national-record';

const CLEAN = /^[A-Za-z0-9 ]*$/;
const MIDDLE_NAME_SHARE = 0.3;

/** YYMMDD with zero-padded parts (2005-03-09 is 050309). */
export function yymmdd(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getFullYear() % 100)}${two(date.getMonth() + 1)}${two(date.getDate())}`;
}

/** A name from the list of one sex only: faker's own pick mixes in unisex names. */
function nameOf(faker: Faker, kind: 'first_name' | 'middle_name', person: 'male' | 'female'): string {
  const list = faker.rawDefinitions.person?.[kind]?.[person];
  if (list && list.length > 0) return faker.helpers.arrayElement(list);
  return kind === 'first_name' ? faker.person.firstName(person) : faker.person.middleName(person);
}

/**
 * How a record is drawn: the share with a middle name, whether names are made too long, and the
 * format (TD3 unless said).
 */
export interface DrawOptions {
  middleShare: number;
  long: boolean;
  format?: Format;
}

/**
 * The document code of a random record, one of the format's usual codes in the core's table: the
 * specification's P for a passport, I or ID for an ID card (TD1 and TD2), V for a visa. Only a
 * format with a choice draws from faker here, and last, so that a seed gives the same person in
 * every format, and TD3 records are drawn exactly as they always were. A TD2 card of France
 * gets I, never ID: a zone beginning IDFRA on 2 lines of 36 is the French national card's.
 */
function documentCode(faker: Faker, format: Format, country: string): string {
  const codes = FORMAT_INFO[format].codes;
  const code = codes.length > 1 ? faker.helpers.arrayElement(codes) : usualCode(format);
  return format === 'td2' && country === 'FRA' && code === 'ID' ? 'I' : code;
}

/** Names past the name field's 39 characters, so that composing must cut them. */
function longNames(faker: Faker, person: 'male' | 'female'): [string, string] {
  let surname = faker.person.lastName();
  while (surname.length <= 40) surname += faker.person.lastName();
  const given = [1, 2, 3].map(() => nameOf(faker, 'first_name', person)).join(' ');
  return [surname, given];
}

function draw(faker: Faker, now: Date, options: DrawOptions): Fields {
  const sex = faker.helpers.arrayElement(['M', 'F'] as const);
  const person = sex === 'M' ? 'male' : 'female';
  const country = faker.location.countryCode('alpha-3');
  let given = nameOf(faker, 'first_name', person);
  if (faker.datatype.boolean(options.middleShare)) given += ` ${nameOf(faker, 'middle_name', person)}`;
  let surname = faker.person.lastName();
  if (options.long) [surname, given] = longNames(faker, person);
  const record = {
    countryCode: country,
    passportNo:
      faker.string.alpha({ length: 2, casing: 'upper' }) + faker.string.numeric({ length: 7, allowLeadingZeros: true }),
    surname: surname.toUpperCase(),
    givenNames: given.toUpperCase(),
    nationality: country,
    dateOfBirth: yymmdd(faker.date.birthdate({ mode: 'age', min: 1, max: 90, refDate: now })),
    personalNo: '',
    sex,
    dateOfExpiry: yymmdd(faker.date.soon({ days: 3650, refDate: now })),
  };
  const format = options.format ?? 'td3';
  // A national record is the same person made the nation's, drawn after the ICAO fields.
  if (isNational(format)) return nationalRecord(faker, { format, type: '', ...record, optionalData2: '' }, options.long);
  return { format, type: documentCode(faker, format, country), ...record, optionalData2: '' };
}

/** A record whose every value holds only letters, digits and spaces (drawn again until so). */
export function randomRecord(
  faker: Faker,
  now = new Date(),
  options: DrawOptions = { middleShare: MIDDLE_NAME_SHARE, long: false },
): Fields {
  for (;;) {
    const record = draw(faker, now, options);
    // The text fields only: a format's key has an underscore (fra_id).
    if (FIELD_KEYS.every((k) => CLEAN.test(record[k]))) return record;
  }
}

let loaded: Promise<Faker> | undefined;

/** Load faker's English data once, then draw a record of `format`. */
export async function loadRandomRecord(format: Format = 'td3'): Promise<Fields> {
  loaded ??= import('@faker-js/faker/locale/en').then((m) => m.faker);
  return randomRecord(await loaded, new Date(), { middleShare: MIDDLE_NAME_SHARE, long: false, format });
}
