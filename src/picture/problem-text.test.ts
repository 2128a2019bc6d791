// A refusal in the person's language, with the numbers that say what to do: a zone too blurred
// to read is told from no zone at all, in English and Japanese.
import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { problemText } from './problem-text';
import type { Problem } from './sniff';

const translate = async (lng: string): Promise<TFunction> => {
  const translation = JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url), 'utf8')) as object;
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation } }, interpolation: { escapeValue: false } });
  return i18n.t;
};

const quad: [[number, number], [number, number], [number, number], [number, number]] = [
  [110, 200],
  [530, 200],
  [530, 240],
  [110, 240],
];
const blurred: Problem = { code: 'illegible', unclear: 40, characters: 88, lineLengths: [44, 44], quad };

describe('a zone too blurred to read', () => {
  it('is said to be one, with its shape, its unclear characters and what to do, in English', async () => {
    const t = await translate('en');
    expect(problemText(t, blurred)).toBe(
      'A machine-readable zone was found (2 lines of 44), but 40 of its 88 characters are too blurred, small or faint to read. Take the picture again closer to the zone, held steady, in even light.',
    );
    expect(problemText(t, { code: 'illegible', unclear: 50, characters: 90, lineLengths: [30, 30, 30], quad })).toContain('(3 lines of 30), but 50 of its 90');
    expect(problemText(t, { code: 'no_zone' })).toMatch(/^No machine-readable zone was found/);
  });

  it('in Japanese', async () => {
    const t = await translate('ja');
    expect(problemText(t, blurred)).toBe(
      'MRZ（44 文字 × 2 行）は見つかりましたが、88 文字のうち 40 文字がぼやけているか、小さすぎるか、薄すぎるため読み取れません。カメラを MRZ に近づけ、動かさずに、明るさが均一な場所で撮り直してください。',
    );
  });
});
