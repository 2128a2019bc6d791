import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELDS } from '../fields';
import { COLUMNS, CSV_HEADER, csvRow, jsonlRow, label, metadataRow, SCENE_KEYS } from './labels';

const zone = (lines: string[], corrupted: 'composite' | 'date_of_birth' | null = null) => ({ lines, valid: corrupted === null, corrupted });
const fields = (format: 'td1' | 'td3') => ({ ...DEFAULT_FIELDS, format, surname: 'O"NEIL, JR' });
const SCENE = '{"width":2051,"height":191,"quads":{"card":[[0.0,0.0],[2051.0,0.0],[2051.0,191.0],[0.0,191.0]],"zone":[],"lines":[],"chars":[[[[1.5,2.0],[3.0,2.0],[3.0,4.0],[1.5,4.0]]]]},"augmentation":{"preset":"clean","gain":1.0}}';

describe('labels', () => {
  it('carry the format, optionalData2 and a third line, empty for two-line zones', () => {
    const two = label(5, 'images/00005.png', fields('td3'), zone(['A'.repeat(44), 'B'.repeat(44)]));
    expect(two).toMatchObject({ index: 5, file: 'images/00005.png', format: 'td3', line3: '', optionalData2: '', corrupted: '' });
    const three = label(1, 'x.png', fields('td1'), zone(['A'.repeat(30), 'B'.repeat(30), 'C'.repeat(30)], 'composite'));
    expect(three).toMatchObject({ format: 'td1', line3: 'C'.repeat(30), corrupted: 'composite', valid: false });
  });

  it('write CSV rows (RFC 4180 quoting) under the columns of mrz batch', () => {
    const l = label(1, 'images/00001.png', fields('td1'), zone(['A'.repeat(30), 'B'.repeat(30), 'C'.repeat(30)], 'date_of_birth'));
    expect(CSV_HEADER).toBe(
      'index,file,format,valid,corrupted,type,countryCode,passportNo,surname,givenNames,nationality,dateOfBirth,personalNo,sex,dateOfExpiry,optionalData2,line1,line2,line3\r\n',
    );
    const row = csvRow(l);
    expect(row.endsWith('\r\n')).toBe(true);
    expect(row).toContain('"O""NEIL, JR"');
    expect(row.startsWith('1,images/00001.png,td1,false,date_of_birth,')).toBe(true);
  });

  it('write JSON rows of the columns, then the picture’s label as the module wrote it', () => {
    const l = label(2, 'images/00002.png', fields('td3'), zone(['A'.repeat(44), 'B'.repeat(44)]));
    const row = jsonlRow(l, SCENE);
    expect(row.endsWith('}\n')).toBe(true);
    const json = JSON.parse(row) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual([...COLUMNS, ...SCENE_KEYS]);
    expect(json).toMatchObject({ index: 2, surname: 'O"NEIL, JR', line3: '', width: 2051, height: 191 });
    expect(json.quads).toMatchObject({ chars: [[[[1.5, 2], [3, 2], [3, 4], [1.5, 4]]]] });
    // The module's numbers are kept as printed, never re-read and re-written.
    expect(row).toContain('"gain":1.0}');
  });

  it('write Hugging Face metadata rows with file_name first', () => {
    const row = jsonlRow(label(3, '00000003.png', fields('td3'), zone(['A', 'B'])), SCENE);
    const meta = metadataRow('00000003.png', row);
    expect(meta.startsWith('{"file_name":"00000003.png","index":3,')).toBe(true);
    expect(Object.keys(JSON.parse(meta) as object)).toEqual(['file_name', ...COLUMNS, ...SCENE_KEYS]);
  });
});
