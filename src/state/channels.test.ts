import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS } from '../fields';
import {
  cleanedUrl,
  downloadName,
  initialFields,
  parseHash,
  parseQuery,
  parseSession,
  shareLink,
} from './channels';
import { specimen as icao } from '../testing/specimen';

const specimen = icao.fields;

describe('parseSession', () => {
  it('accepts an object with all ten fields as strings, ignoring extra keys', () => {
    expect(parseSession(JSON.stringify({ ...specimen, extra: 1 }))).toEqual(specimen);
  });
  it.each([
    ['no copy', null],
    ['invalid JSON', '{"type":'],
    ['an array', '[]'],
    ['a string', '"P"'],
    ['null', 'null'],
    ['a missing field', JSON.stringify({ ...specimen, sex: undefined })],
    ['a number', JSON.stringify({ ...specimen, passportNo: 123 })],
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
});

describe('initialFields', () => {
  const session = JSON.stringify(specimen);
  it('prefers the session copy, then the query, then the hash, then the defaults', () => {
    expect(initialFields({ session, search: '?surname=Q', hash: '#s=H' })).toEqual(specimen);
    expect(initialFields({ session: null, search: '?surname=Q', hash: '#s=H' })).toEqual({
      ...DEFAULT_FIELDS,
      surname: 'Q',
    });
    expect(initialFields({ session: '{bad', search: '', hash: '#s=H' })).toEqual({
      ...DEFAULT_FIELDS,
      surname: 'H',
    });
    expect(initialFields({ session: null, search: '', hash: '' })).toEqual(DEFAULT_FIELDS);
  });
});

describe('cleanedUrl', () => {
  it('removes the field parameters, placeOfBirth, dateOfIssue and the hash, keeping others', () => {
    expect(cleanedUrl('https://x.test/app/?surname=A&placeOfBirth=B&dateOfIssue=C&keep=1#s=Z')).toBe(
      'https://x.test/app/?keep=1',
    );
    expect(cleanedUrl('https://x.test/?type=P#t=P')).toBe('https://x.test/');
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
  it('has no hash when every field is empty', () => {
    expect(shareLink({ ...DEFAULT_FIELDS, type: '' }, 'https://x.test/')).toBe('https://x.test/');
  });
});

describe('downloadName', () => {
  it('is number-surname_given with spaces as underscores', () => {
    expect(downloadName(specimen)).toBe('L898902C3-ERIKSSON_ANNA_MARIA.png');
  });
  it('drops characters a file name may not hold', () => {
    expect(downloadName({ ...specimen, surname: 'A/B\\C:D*E?"<>|', givenNames: 'X\tY' })).toBe(
      'L898902C3-ABCDE_X_Y.png',
    );
  });
  it('says the dpi of a print-true picture', () => {
    expect(downloadName(specimen, 600)).toBe('L898902C3-ERIKSSON_ANNA_MARIA_600dpi.png');
  });
});
