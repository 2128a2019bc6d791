import { describe, expect, it } from 'vitest';
import { archiveName, effectiveOutput, imageFile, jsonFile, labelFiles, lineStem, mimeType } from './layouts';

// The names `mrz batch --layout` writes (crates/mrz-cli/src/layouts.rs), record numbers from 1.
describe('layouts', () => {
  it('name images as the command does: five digits under images/ in a ZIP, eight elsewhere', () => {
    expect(imageFile('zip', 7, 'png')).toBe('images/00007.png');
    expect(imageFile('zip', 10_000, 'jpeg')).toBe('images/10000.jpg');
    expect(imageFile('webdataset', 7, 'jpeg')).toBe('00000007.jpg');
    expect(imageFile('imagefolder', 123, 'png')).toBe('00000123.png');
    expect(jsonFile(7)).toBe('00000007.json');
    expect(`${lineStem(12, 3)}.gt.txt`).toBe('00000012_3.gt.txt');
  });

  it('write the labels files each layout has, and name the archive by its kind', () => {
    expect(labelFiles('zip')).toEqual(['csv', 'jsonl']);
    expect(labelFiles('imagefolder')).toEqual(['metadata']);
    expect(labelFiles('webdataset')).toEqual([]);
    expect(labelFiles('tesstrain')).toEqual([]);
    expect(archiveName('webdataset', 20, 3)).toBe('mrz-test-set-20-seed-3.tar');
    expect(archiveName('tesstrain', 20, 3)).toBe('mrz-test-set-20-seed-3.zip');
    expect(mimeType('jpeg')).toBe('image/jpeg');
  });

  it('give tesstrain grey PNG lines whatever image type and palette were chosen', () => {
    expect(effectiveOutput({ preset: 'photo', palette: 'colour', layout: 'tesstrain', image: 'jpeg' })).toEqual({ preset: 'photo', palette: 'grey', layout: 'tesstrain', image: 'png' });
    const photo = { preset: 'photo', palette: 'colour', layout: 'webdataset', image: 'jpeg' } as const;
    expect(effectiveOutput(photo)).toEqual(photo);
  });
});
