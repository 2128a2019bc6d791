import { describe, expect, it } from 'vitest';
import { archiveName, effectiveOutput, mimeType } from './layouts';

describe('layouts', () => {
  it('name the archive by its kind', () => {
    expect(archiveName('webdataset', 20, 3)).toBe('mrz-test-set-20-seed-3.tar');
    expect(archiveName('tesstrain', 20, 3)).toBe('mrz-test-set-20-seed-3.zip');
    expect(mimeType('jpeg')).toBe('image/jpeg');
  });

  it('give tesstrain grey PNG lines whatever image type and palette were chosen', () => {
    expect(effectiveOutput({ preset: 'photo', palette: 'colour', layout: 'tesstrain', image: 'jpeg', chip: false })).toEqual({ preset: 'photo', palette: 'grey', layout: 'tesstrain', image: 'png', chip: false });
    const photo = { preset: 'photo', palette: 'colour', layout: 'webdataset', image: 'jpeg', chip: true } as const;
    expect(effectiveOutput(photo)).toEqual(photo);
  });
});
