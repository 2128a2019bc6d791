// The page's format table is the one the build wrote from the core: the real WASM's `formats()`.
import { describe, expect, it } from 'vitest';
import { compose, type Composition, type Format } from 'mrz-wasm';
import { formats } from 'mrz-wasm-scene';
import table from '../pkg/mrz-wasm/formats.json';
import { DEFAULT_FIELDS, FORMATS } from './fields';
import { FORMAT_INFO, ICAO_FORMATS, NATIONAL_FORMATS, OPTIONAL_KEYS, shownFields, switchFormat, usualCode } from './formats';

/** Each national layout's issuing state (the Swiss licence's first of two). */
const NATION: Partial<Record<Format, string>> = { fra_id: 'FRA', fra_dl: 'FRA', che_dl: 'CHE' };

describe('FORMAT_INFO', () => {
  it("is the core's live table: every format, its shape, fields in the form's order, checks and codes", () => {
    const core = formats();
    expect(table).toEqual(core);
    expect(core.map((f) => f.format).sort()).toEqual([...FORMATS].sort());
    for (const info of core) expect(FORMAT_INFO[info.format]).toEqual(info);
    // Every field but the four every format has: the national layouts lack many.
    expect(OPTIONAL_KEYS).toEqual(['givenNames', 'nationality', 'dateOfBirth', 'personalNo', 'sex', 'dateOfExpiry', 'optionalData2']);
  });

  it('gives the usual codes: P for a passport, I then ID for ID cards, V for visas, the nations their own', () => {
    expect(FORMATS.map((f) => FORMAT_INFO[f].codes)).toEqual([['P'], ['I', 'ID'], ['I', 'ID'], ['V'], ['V'], ['ID'], ['D1'], ['FA']]);
  });

  it("parts ICAO's five from the national layouts, and gives each line's length", () => {
    expect(ICAO_FORMATS).toEqual(['td3', 'td1', 'td2', 'mrva', 'mrvb']);
    expect(NATIONAL_FORMATS).toEqual(['fra_id', 'fra_dl', 'che_dl']);
    const widths = [[44, 44], [30, 30, 30], [36, 36], [44, 44], [36, 36], [36, 36], [30], [9, 30, 30]];
    expect(FORMATS.map((f) => FORMAT_INFO[f].widths)).toEqual(widths);
    expect(FORMAT_INFO.che_dl.fields).toEqual(['type', 'countryCode', 'passportNo', 'surname', 'givenNames', 'dateOfBirth', 'personalNo', 'optionalData2']);
  });

  it('gives zones of that shape when composed, and no usual code draws a hint', () => {
    for (const format of FORMATS) {
      for (const type of FORMAT_INFO[format].codes) {
        // A national zone needs its nation's state (a French card's must begin IDFRA, or
        // readers take it for TD2's); ICAO's leave an empty one to fillers.
        const countryCode = NATION[format] ?? '';
        // The Swiss licence's PIN code and version fill their fields with digits.
        const swiss = format === 'che_dl' ? { personalNo: '123456789', optionalData2: '001' } : {};
        const { lines, hints } = compose({ ...DEFAULT_FIELDS, format, type, countryCode, ...swiss }) as Composition;
        expect(lines.map((l) => l.length)).toEqual(FORMAT_INFO[format].widths);
        expect(hints, `${format} ${type}`).toEqual([]);
      }
      expect(usualCode(format)).toBe(FORMAT_INFO[format].codes[0]);
    }
  });
});

describe('switchFormat', () => {
  const from = (format: Format, type: string, countryCode = '') => ({ format, type, countryCode });
  it("sets the new format's default over an empty code or any of the old format's usual ones", () => {
    expect(switchFormat(from('td3', 'P'), 'mrva')).toEqual({ format: 'mrva', type: 'V' });
    expect(switchFormat(from('td3', ''), 'td1')).toEqual({ format: 'td1', type: 'I' });
    expect(switchFormat(from('mrvb', 'V'), 'td3')).toEqual({ format: 'td3', type: 'P' });
    expect(switchFormat(from('td1', 'ID'), 'td3')).toEqual({ format: 'td3', type: 'P' });
    expect(switchFormat(from('td2', 'ID'), 'mrvb')).toEqual({ format: 'mrvb', type: 'V' });
  });
  it('keeps a usual code the new format shares, and a code the person typed', () => {
    expect(switchFormat(from('td1', 'I'), 'td2')).toEqual({ format: 'td2' });
    expect(switchFormat(from('td1', 'ID'), 'td2')).toEqual({ format: 'td2' });
    expect(switchFormat(from('td3', 'PP'), 'mrva')).toEqual({ format: 'mrva' });
    expect(switchFormat(from('td1', 'IR'), 'td3')).toEqual({ format: 'td3' });
    // P is a passport's usual code, not an ID card's: on a TD1 it was typed on purpose.
    expect(switchFormat(from('td1', 'P'), 'mrvb')).toEqual({ format: 'mrvb' });
  });
  it("gives the national layouts their own codes and states, keeping what was typed", () => {
    expect(switchFormat(from('td3', 'P'), 'fra_dl')).toEqual({ format: 'fra_dl', type: 'D1', countryCode: 'FRA' });
    expect(switchFormat(from('td1', 'I'), 'fra_id')).toEqual({ format: 'fra_id', type: 'ID', countryCode: 'FRA' });
    expect(switchFormat(from('td2', 'ID', 'FRA'), 'fra_id')).toEqual({ format: 'fra_id' });
    expect(switchFormat(from('che_dl', 'FA', 'CHE'), 'td1')).toEqual({ format: 'td1', type: 'I' });
    expect(switchFormat(from('fra_dl', 'D1', 'FRA'), 'che_dl')).toEqual({ format: 'che_dl', type: 'FA', countryCode: 'CHE' });
    expect(switchFormat(from('che_dl', 'FA', 'LIE'), 'fra_dl')).toEqual({ format: 'fra_dl', type: 'D1', countryCode: 'FRA' });
    // A state the person typed is theirs: the core's hint says the layout is FRA's.
    expect(switchFormat(from('td3', 'P', 'DEU'), 'fra_id')).toEqual({ format: 'fra_id', type: 'ID' });
  });
});

describe('shownFields', () => {
  it("shows the format's own fields, and another format's only when it holds a value", () => {
    expect(shownFields('td3', () => false)).toHaveLength(10);
    expect(shownFields('td1', () => false)).toHaveLength(11);
    expect(shownFields('td3', (k) => k === 'optionalData2')).toContain('optionalData2');
    expect(shownFields('mrvb', (k) => k === 'surname')).not.toContain('optionalData2');
    expect(shownFields('fra_dl', () => false)).toEqual(['type', 'countryCode', 'passportNo', 'surname', 'dateOfExpiry']);
    // A value typed in another format stays in sight, where the core says it goes unused.
    expect(shownFields('fra_dl', (k) => k === 'givenNames')).toContain('givenNames');
    expect(shownFields('fra_id', () => false)).not.toContain('nationality');
  });
});
