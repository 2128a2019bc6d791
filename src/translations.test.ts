import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { compose, type Composition, type Hint } from 'mrz-wasm';
import { FORMATS } from './fields';
import { FORMAT_INFO } from './formats';
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
  ...(compose({ format: 'mrva', type: 'P', optionalData2: 'X' }) as Composition).hints,
  ...(compose({ format: 'td1', type: 'V', passportNo: 'AB 1234567890', givenNames: 'ＴＡＮＡＫＡ' }) as Composition).hints,
  ...(compose({ format: 'td2', type: 'X', surname: 'A\u00a0B' }) as Composition).hints,
  // A French card of another state and code, with fields it has no place for.
  ...(compose({ format: 'fra_id', type: 'P', countryCode: 'UTO', nationality: 'UTO' }) as Composition).hints,
  ...(compose({ format: 'che_dl', type: 'FA', countryCode: 'FRA' }) as Composition).hints,
  ...(compose({ format: 'fra_dl', type: 'I', countryCode: 'FRA' }) as Composition).hints,
  ...(compose({ format: 'che_dl', type: '', countryCode: 'CHE' }) as Composition).hints,
  ...(compose({ format: 'che_dl', type: 'FA', countryCode: 'CHE', personalNo: '12345' }) as Composition).hints,
];

describe('translations', () => {
  it('have the same keys in Japanese and English (plural forms aside: Japanese has one)', () => {
    const base = (lng: string) => [...new Set(keys(load(lng)).map((k) => k.replace(/_(one|other)$/, '')))].sort();
    expect(base('ja')).toEqual(base('en'));
  });

  it('cover every hint code and date problem', () => {
    const codes = new Set(hints.map((h) => (h.code === 'invalid_date' ? `${h.code}.${h.reason}` : h.code)));
    expect([...codes].sort()).toEqual([
      'digits',
      'document_code',
      'document_number_too_long',
      'dropped',
      'invalid_country_code',
      'invalid_date.day',
      'invalid_date.length',
      'invalid_date.month',
      'invalid_date.not_digits',
      'invalid_sex',
      'misplaced_spaces',
      'national_code',
      'national_issuer',
      'reads_as',
      'space_in_long_number',
      'truncated',
      'unused',
      'visa_code',
    ]);
    expect(hints.filter((h) => h.code === 'visa_code').map((h) => h.code === 'visa_code' && h.visa)).toEqual([true, false]);
  });

  for (const lng of ['ja', 'en']) {
    it(`turn every hint into a ${lng} sentence with its details`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: { translation: load(lng) } }, interpolation: { escapeValue: false } });
      for (const hint of hints) {
        const text = hintText(i18n.t, hint);
        expect(text).not.toMatch(/hints\.|\{\{/);
        if (hint.code === 'dropped') expect(text).toContain(hint.suggestion);
        if (hint.code === 'truncated') expect(text).toContain(String(hint.kept));
        if (hint.code === 'unused' && hint.format === 'mrva') expect(text).toContain('MRV-A');
        if (hint.code === 'unused') expect(text).toContain(i18n.t(`formats.${hint.format}.name`));
        if (hint.code === 'reads_as') expect(text).toContain('TD2');
        if (hint.code === 'national_code') expect(text).toContain(hint.expected);
        if (hint.code === 'digits') expect(text).toContain(String(hint.expected));
        if (hint.code === 'national_issuer') expect(text).toMatch(hint.expected === 'FRA' ? /FRA/ : /CHE.*LIE/);
      }
      const fullWidth = hints.find((h) => h.code === 'dropped' && h.field === 'givenNames')!;
      expect(hintText(i18n.t, fullWidth)).toContain(i18n.t('hints.fullWidth'));
      const latin = hints.find((h) => h.code === 'dropped' && h.field === 'surname')!;
      expect(hintText(i18n.t, latin)).not.toContain(i18n.t('hints.fullWidth'));
    });

    it(`give every field of every format a ${lng} label and note, TD3's the specification's`, async () => {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: { translation: load(lng) } }, interpolation: { escapeValue: false } });
      for (const format of FORMATS) {
        expect(i18n.t(`formats.${format}.name`)).not.toMatch(/formats\./);
        for (const key of FORMAT_INFO[format].fields) {
          for (const part of ['label', 'note']) {
            const text = i18n.t([`formats.${format}.fields.${key}.${part}`, `fields.${key}.${part}`]);
            expect(text, `${format} ${key} ${part}`).not.toMatch(/fields\.|^$/);
            if (format === 'td3') expect(text).toBe(i18n.t(`fields.${key}.${part}`));
          }
        }
      }
      expect(i18n.exists('formats.td3.fields')).toBe(false);
    });
  }
});
