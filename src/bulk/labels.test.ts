import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS } from '../fields';
import type { Made } from './bulk.worker';
import { csv, jsonl, label } from './labels';

const made = (lines: string[], corrupted: Made['corrupted'] = null): Made => ({
  index: 4,
  fields: { ...DEFAULT_FIELDS, format: lines.length === 3 ? 'td1' : 'td3', surname: 'O"NEIL, JR' },
  lines,
  valid: corrupted === null,
  corrupted,
  png: new ArrayBuffer(0),
});

describe('labels', () => {
  it('carry the format, optionalData2 and a third line, empty for two-line zones', () => {
    const two = label(made(['A'.repeat(44), 'B'.repeat(44)]));
    expect(two).toMatchObject({ index: 5, file: 'images/00005.png', format: 'td3', line3: '', optionalData2: '', corrupted: '' });
    const three = label(made(['A'.repeat(30), 'B'.repeat(30), 'C'.repeat(30)], 'composite'));
    expect(three).toMatchObject({ format: 'td1', line3: 'C'.repeat(30), corrupted: 'composite', valid: false });
  });

  it('write CSV (RFC 4180 quoting) and JSON Lines with the same columns', () => {
    const labels = [label(made(['A'.repeat(30), 'B'.repeat(30), 'C'.repeat(30)], 'date_of_birth'))];
    const [header, row] = csv(labels).split('\r\n');
    expect(header).toBe(
      'index,file,format,valid,corrupted,type,countryCode,passportNo,surname,givenNames,nationality,dateOfBirth,personalNo,sex,dateOfExpiry,optionalData2,line1,line2,line3',
    );
    expect(row).toContain('"O""NEIL, JR"');
    const json = JSON.parse(jsonl(labels)) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(header!.split(','));
    expect(json).toMatchObject({ format: 'td1', corrupted: 'date_of_birth', line3: 'C'.repeat(30) });
  });
});
