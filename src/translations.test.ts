import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { compose, type Composition, type Hint } from 'mrz-wasm';
import { hintText } from './form/hint-text';

type Tree = { [key: string]: string | Tree };
const load = (lng: string): Tree =>
  JSON.parse(readFileSync(new URL(`../public/locales/${lng}/translation.json`, import.meta.url), 'utf8')) as Tree;

const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

// Every kind of hint the core gives, straight from the real WASM composer.
const hints: Hint[] = [
  ...(compose({ surname: ' Müller', sex: 'male', passportNo: 'AB12345678901', countryCode: 'J1' }) as Composition)
    .hints,
  ...(compose({ type: 'PPX', dateOfBirth: '1', dateOfExpiry: '99O101', givenNames: 'x'.repeat(40) }) as Composition)
    .hints,
  ...(compose({ dateOfBirth: '991301', dateOfExpiry: '990230' }) as Composition).hints,
];

describe('translations', () => {
  it('have the same keys in Japanese and English (plural forms aside: Japanese has one)', () => {
    const base = (lng: string) => [...new Set(keys(load(lng)).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(base('ja')).toEqual(base('en'));
  });

  it('cover every hint code and date problem', () => {
    const codes = new Set(hints.map((h) => (h.code === 'invalid_date' ? `${h.code}.${h.reason}` : h.code)));
    expect([...codes].sort()).toEqual([
      'document_number_too_long',
      'dropped',
      'invalid_country_code',
      'invalid_date.day',
      'invalid_date.length',
      'invalid_date.month',
      'invalid_date.not_digits',
      'invalid_sex',
      'misplaced_spaces',
      'truncated',
    ]);
  });

  for (const lng of ['ja', 'en']) {
    it(`turn every hint into a ${lng} sentence with its details`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: { translation: load(lng) } }, interpolation: { escapeValue: false } });
      for (const hint of hints) {
        const text = hintText(i18n.t, hint);
        expect(text).not.toMatch(/hints\.|\{\{/);
        if (hint.code === 'dropped') expect(text).toContain('MUELLER');
        if (hint.code === 'truncated') expect(text).toContain(String(hint.kept));
      }
    });
  }
});
