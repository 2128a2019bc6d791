// The page's copy of each format's shape must be the core's: the real WASM's `formats()`.
import { describe, expect, it } from 'vitest';
import { compose, formats, type Composition, type Format } from 'mrz-wasm';
import { DEFAULT_FIELDS, FORMATS } from './fields';
import { FORMAT_SHAPES, OPTIONAL_KEYS, shownFields, switchFormat, USUAL_CODE } from './formats';

describe('FORMAT_SHAPES', () => {
  it("is the core's table: every format, its lines, length and fields in the form's order", () => {
    const core = formats();
    expect(core.map((f) => f.format).sort()).toEqual([...FORMATS].sort());
    for (const info of core) {
      const shape = FORMAT_SHAPES[info.format];
      expect({ lines: shape.lines, length: shape.length, fields: [...shape.fields] }, info.format).toEqual({
        lines: info.lines,
        length: info.length,
        fields: info.fields,
      });
    }
    expect(OPTIONAL_KEYS).toEqual(['optionalData2']);
  });

  it('gives zones of that shape when composed, and the usual code draws no visa_code hint', () => {
    for (const format of FORMATS) {
      const { lines, hints } = compose({ ...DEFAULT_FIELDS, format, type: USUAL_CODE[format] }) as Composition;
      expect(lines.map((l) => l.length)).toEqual(Array(FORMAT_SHAPES[format].lines).fill(FORMAT_SHAPES[format].length));
      expect(hints).toEqual([]);
    }
  });
});

describe('switchFormat', () => {
  const from = (format: Format, type: string) => ({ format, type });
  it("sets the new format's usual code over an empty code or the old format's usual one", () => {
    expect(switchFormat(from('td3', 'P'), 'mrva')).toEqual({ format: 'mrva', type: 'V' });
    expect(switchFormat(from('td3', ''), 'td1')).toEqual({ format: 'td1', type: 'I' });
    expect(switchFormat(from('mrvb', 'V'), 'td3')).toEqual({ format: 'td3', type: 'P' });
    expect(switchFormat(from('td1', 'I'), 'td2')).toEqual({ format: 'td2', type: 'I' });
  });
  it('keeps a code the person typed', () => {
    expect(switchFormat(from('td3', 'PP'), 'mrva')).toEqual({ format: 'mrva' });
    expect(switchFormat(from('td1', 'ID'), 'td3')).toEqual({ format: 'td3' });
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
