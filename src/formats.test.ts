// The page's format table is the one the build wrote from the core: the real WASM's `formats()`.
import { describe, expect, it } from 'vitest';
import { compose, formats, type Composition, type Format } from 'mrz-wasm';
import table from '../pkg/mrz-wasm/formats.json';
import { DEFAULT_FIELDS, FORMATS } from './fields';
import { FORMAT_INFO, OPTIONAL_KEYS, shownFields, switchFormat, usualCode } from './formats';

describe('FORMAT_INFO', () => {
  it("is the core's live table: every format, its shape, fields in the form's order, checks and codes", () => {
    const core = formats();
    expect(table).toEqual(core);
    expect(core.map((f) => f.format).sort()).toEqual([...FORMATS].sort());
    for (const info of core) expect(FORMAT_INFO[info.format]).toEqual(info);
    expect(OPTIONAL_KEYS).toEqual(['optionalData2']);
  });

  it('gives the usual codes: P for a passport, I then ID for ID cards, V for visas', () => {
    expect(FORMATS.map((f) => FORMAT_INFO[f].codes)).toEqual([['P'], ['I', 'ID'], ['I', 'ID'], ['V'], ['V']]);
  });

  it('gives zones of that shape when composed, and no usual code draws a hint', () => {
    for (const format of FORMATS) {
      for (const type of FORMAT_INFO[format].codes) {
        const { lines, hints } = compose({ ...DEFAULT_FIELDS, format, type }) as Composition;
        expect(lines.map((l) => l.length)).toEqual(Array(FORMAT_INFO[format].lines).fill(FORMAT_INFO[format].length));
        expect(hints, `${format} ${type}`).toEqual([]);
      }
      expect(usualCode(format)).toBe(FORMAT_INFO[format].codes[0]);
    }
  });
});

describe('switchFormat', () => {
  const from = (format: Format, type: string) => ({ format, type });
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
});

describe('shownFields', () => {
  it("shows the format's own fields, and another format's only when it holds a value", () => {
    expect(shownFields('td3', () => false)).toHaveLength(10);
    expect(shownFields('td1', () => false)).toHaveLength(11);
    expect(shownFields('td3', (k) => k === 'optionalData2')).toContain('optionalData2');
    expect(shownFields('mrvb', (k) => k === 'surname')).not.toContain('optionalData2');
  });
});
