import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS, FORMATS } from '../fields';
import {
  cleanedUrl,
  initialFields,
  parseHash,
  parseQuery,
  parseSession,
  recordFromLink,
  shareLink,
} from './channels';
import { specimen as icao } from '../testing/specimen';

// The specimen's ten fields, as every copy and link made before formats existed held them.
const specimen = icao.fields;
const td3 = { ...DEFAULT_FIELDS, ...specimen };
const td1 = { ...td3, format: 'td1' as const, type: 'I', optionalData2: 'EXTRA 2' };

describe('parseSession', () => {
  it('accepts an object with all ten fields as strings, ignoring extra keys: a TD3 record', () => {
    expect(parseSession(JSON.stringify({ ...specimen, extra: 1 }))).toEqual(td3);
    expect(parseSession(JSON.stringify(specimen))?.letters).toBeUndefined();
  });
  it('accepts a copy with a valid format, optional data 2 and letters mode', () => {
    expect(parseSession(JSON.stringify({ ...td1, letters: 'icao' }))).toEqual({ ...td1, letters: 'icao' });
    expect(parseSession(JSON.stringify({ ...specimen, format: 'mrvb' }))).toEqual({ ...td3, format: 'mrvb' });
  });
  it.each([
    ['no copy', null],
    ['invalid JSON', '{"type":'],
    ['an array', '[]'],
    ['a string', '"P"'],
    ['null', 'null'],
    ['a missing field', JSON.stringify({ ...specimen, sex: undefined })],
    ['a number', JSON.stringify({ ...specimen, passportNo: 123 })],
    ['an unknown format', JSON.stringify({ ...specimen, format: 'td4' })],
    ['a format in capitals', JSON.stringify({ ...specimen, format: 'TD1' })],
    ['a format that is not text', JSON.stringify({ ...specimen, format: 1 })],
    ['a null format', JSON.stringify({ ...specimen, format: null })],
    ['optional data 2 that is not text', JSON.stringify({ ...specimen, optionalData2: 7 })],
    ['an unknown letters mode', JSON.stringify({ ...specimen, letters: 'keep' })],
    ['letters that are not text', JSON.stringify({ ...specimen, letters: true })],
    ['only the new fields', JSON.stringify({ format: 'td1', optionalData2: '', letters: 'drop' })],
  ])('ignores %s', (_, text) => {
    expect(parseSession(text)).toBeNull();
  });
});

describe('parseQuery', () => {
  it('reads the field parameters, decoded', () => {
    expect(parseQuery('?surname=%E5%B1%B1%E7%94%B0&sex=F&placeOfBirth=X&other=1')).toEqual({
      surname: '山田',
      sex: 'F',
    });
  });
  it('is null when no field is named', () => {
    expect(parseQuery('?dateOfIssue=1&utm=2')).toBeNull();
    expect(parseQuery('')).toBeNull();
  });
  it('reads the format, optional data 2 and letters mode, skipping unknown ones', () => {
    expect(parseQuery('?format=td1&optionalData2=AB&letters=icao')).toEqual({
      format: 'td1',
      optionalData2: 'AB',
      letters: 'icao',
    });
    expect(parseQuery('?format=MRVA')).toEqual({ format: 'mrva' });
    expect(parseQuery('?format=td9&letters=keep')).toBeNull();
    expect(parseQuery('?format=td9&surname=A')).toEqual({ surname: 'A' });
  });
  it('keeps the first of a repeated key and tolerates bad encoding', () => {
    expect(parseQuery('?sex=F&sex=M&surname=%E0%A4%A')).toEqual({ sex: 'F', surname: '\uFFFD%A' });
  });
});

describe('parseHash', () => {
  it('reads short keys with URL-encoded values', () => {
    expect(parseHash('#t=P&s=VAN%20DER%20BERG&g=ANNA&x=F')).toEqual({
      type: 'P',
      surname: 'VAN DER BERG',
      givenNames: 'ANNA',
      sex: 'F',
    });
  });
  it('skips malformed, unknown, empty and repeated keys without failing', () => {
    expect(parseHash('#s=%E0%A4%A&g=OK&zz=1&=x&g=SECOND&n&p=')).toEqual({ givenNames: 'OK', passportNo: '' });
    expect(parseHash('')).toBeNull();
    expect(parseHash('#')).toBeNull();
  });
  it('reads f (format), o (optional data 2) and l (letters), skipping unknown values', () => {
    expect(parseHash('#f=td1&t=I&o=AB%20C&l=icao')).toEqual({
      format: 'td1',
      type: 'I',
      optionalData2: 'AB C',
      letters: 'icao',
    });
    expect(parseHash('#f=nope&l=keep&s=A')).toEqual({ surname: 'A' });
    expect(parseHash('#f=nope&f=mrvb&f=td1')).toEqual({ format: 'mrvb' });
    expect(parseHash('#f=%ZZ')).toBeNull();
  });
});

describe('initialFields', () => {
  const session = JSON.stringify(specimen);
  const drop = { ...DEFAULT_FIELDS, letters: 'drop' };
  it('prefers the session copy, then the query, then the hash, then the defaults', () => {
    expect(initialFields({ session, search: '?surname=Q', hash: '#s=H' })).toEqual({ ...td3, letters: 'drop' });
    expect(initialFields({ session: null, search: '?surname=Q', hash: '#s=H' })).toEqual({ ...drop, surname: 'Q' });
    expect(initialFields({ session: '{bad', search: '', hash: '#s=H' })).toEqual({ ...drop, surname: 'H' });
    expect(initialFields({ session: null, search: '', hash: '' })).toEqual(drop);
  });
  it('opens a link made before formats and letters as it always opened: TD3, letters dropped', () => {
    const old = '#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415';
    for (const letters of [null, 'drop', 'icao'] as const) {
      expect(initialFields({ session: null, search: '', hash: old, letters })).toEqual({ ...td3, letters: 'drop' });
      expect(initialFields({ session: null, search: '?surname=Q', hash: '', letters })).toEqual({ ...drop, surname: 'Q' });
    }
  });
  it('uses the remembered letters mode only where no channel says', () => {
    expect(initialFields({ session: null, search: '', hash: '', letters: 'icao' })).toEqual({ ...drop, letters: 'icao' });
    // A copy from before the mode existed does not say; one that says wins over the preference.
    expect(initialFields({ session, search: '', hash: '', letters: 'icao' })).toEqual({ ...td3, letters: 'icao' });
    const said = JSON.stringify({ ...td1, letters: 'drop' });
    expect(initialFields({ session: said, search: '', hash: '#l=icao', letters: 'icao' })).toEqual({ ...td1, letters: 'drop' });
    expect(initialFields({ session: null, search: '', hash: '#f=td1&l=icao', letters: 'drop' })).toEqual({
      ...drop,
      format: 'td1',
      type: 'I',
      letters: 'icao',
    });
  });
  it('ignores a bad copy whole and goes on to the query, then the hash', () => {
    const bad = JSON.stringify({ ...td1, format: 'td7' });
    expect(initialFields({ session: bad, search: '?format=mrva', hash: '#f=td2' })).toEqual({ ...drop, format: 'mrva', type: 'V' });
    expect(initialFields({ session: bad, search: '?format=no', hash: '#f=td2' })).toEqual({ ...drop, format: 'td2', type: 'I' });
  });
  it("gives a link that names a format but no document code the format's usual one, not P", () => {
    const card = { ...drop, format: 'td1', type: 'I', surname: 'Test' };
    expect(initialFields({ session: null, search: '', hash: '#f=td1&s=Test' })).toEqual(card);
    expect(initialFields({ session: null, search: '?format=td1&surname=Test', hash: '' })).toEqual(card);
    expect(initialFields({ session: null, search: '?format=MRV-B', hash: '#f=mrvb' })).toEqual({ ...drop, format: 'mrvb', type: 'V' });
    // A code the link names is kept, an empty one too; without a format it is a passport's P.
    expect(initialFields({ session: null, search: '', hash: '#f=td1&t=P' })).toMatchObject({ format: 'td1', type: 'P' });
    expect(initialFields({ session: null, search: '', hash: '#f=td2&t=' })).toMatchObject({ format: 'td2', type: '' });
    expect(initialFields({ session: null, search: '', hash: '#s=Test' })).toMatchObject({ format: 'td3', type: 'P' });
    const usual = { td3: 'P', td1: 'I', td2: 'I', mrva: 'V', mrvb: 'V', fra_id: 'ID', fra_dl: 'D1', che_dl: 'FA' };
    for (const format of FORMATS) expect(recordFromLink({ format }).type, format).toBe(usual[format]);
  });
});

describe('cleanedUrl', () => {
  it('removes the field parameters, placeOfBirth, dateOfIssue and the hash, keeping others', () => {
    expect(cleanedUrl('https://x.test/app/?surname=A&placeOfBirth=B&dateOfIssue=C&keep=1#s=Z')).toBe(
      'https://x.test/app/?keep=1',
    );
    expect(cleanedUrl('https://x.test/?type=P#t=P')).toBe('https://x.test/');
    expect(cleanedUrl('https://x.test/?format=td1&optionalData2=A&letters=icao&keep=1')).toBe('https://x.test/?keep=1');
  });
  it('is null when there is nothing to remove', () => {
    expect(cleanedUrl('https://x.test/?keep=1')).toBeNull();
    expect(cleanedUrl('https://x.test/')).toBeNull();
  });
});

describe('shareLink', () => {
  it('is the root plus the hash of non-empty fields, and reads back to the same record', () => {
    const fields = { ...DEFAULT_FIELDS, surname: "O'NEIL & SONS", givenNames: '太郎 #1', sex: 'M' };
    const link = shareLink(fields, 'https://x.test/app/?q=1#old');
    expect(link).toBe('https://x.test/app/#t=P&s=O\'NEIL%20%26%20SONS&g=%E5%A4%AA%E9%83%8E%20%231&x=M');
    expect({ ...DEFAULT_FIELDS, ...parseHash(new URL(link).hash) }).toEqual(fields);
  });
  it('adds f, o and l only when needed, and every format reads back to the same record', () => {
    const root = 'https://x.test/';
    expect(shareLink({ ...td3, letters: 'drop' }, root)).toBe(
      `${root}#t=P&c=UTO&p=L898902C3&s=ERIKSSON&g=ANNA%20MARIA&n=UTO&b=740812&i=ZE184226B&x=F&e=120415`,
    );
    expect(shareLink({ ...DEFAULT_FIELDS, format: 'mrva', type: 'V', letters: 'icao' }, root)).toBe(`${root}#f=mrva&t=V&l=icao`);
    expect(shareLink({ ...DEFAULT_FIELDS, format: 'td1', optionalData2: 'A&B' }, root)).toBe(`${root}#f=td1&t=P&o=A%26B`);
    for (const format of FORMATS) {
      for (const letters of ['drop', 'icao'] as const) {
        const record = { ...td1, format, letters };
        const link = shareLink(record, root);
        expect(initialFields({ session: null, search: '', hash: new URL(link).hash, letters: null })).toEqual(record);
      }
    }
  });
  it('carries a national format, and a link or a copy of one reads back to the same record', () => {
    const root = 'https://x.test/';
    const licence = { ...DEFAULT_FIELDS, format: 'fra_dl' as const, type: 'D1', countryCode: 'FRA', passportNo: '13AA00002', surname: 'MARTIN', dateOfExpiry: '181231', letters: 'drop' as const };
    const link = shareLink(licence, root);
    expect(link).toBe(`${root}#f=fra_dl&t=D1&c=FRA&p=13AA00002&s=MARTIN&e=181231`);
    expect(initialFields({ session: null, search: '', hash: new URL(link).hash })).toEqual(licence);
    expect(parseSession(JSON.stringify({ ...specimen, format: 'che_dl' }))).toEqual({ ...td3, format: 'che_dl' });
  });
    it('has no hash when every field is empty', () => {
    expect(shareLink({ ...DEFAULT_FIELDS, type: '' }, 'https://x.test/')).toBe('https://x.test/');
  });
});
