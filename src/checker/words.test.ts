// The checker's sentences in both languages, from the real translation files: every finding,
// every reading error, places, the format and the repair, with nothing left untranslated.
import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { decode, type DecodeError, type Decoded, type Finding } from 'mrz-wasm';
import { findingText } from './finding-text';
import { readingError } from './reading-error';
import { changeText, checkName, fieldName, formatFound, places } from './words';

const load = (lng: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url), 'utf8')) as object;

// One of every finding the core can give, typed against its union so a new code fails here.
const FINDINGS: Finding[] = [
  { level: 'error', code: 'letters_in_digits', field: 'dateOfBirth', chars: 'OI' },
  ...(['length', 'not_digits', 'month', 'day'] as const).map((reason): Finding => ({ level: 'error', code: 'invalid_date', field: 'dateOfExpiry', reason })),
  { level: 'note', code: 'date_unknown', field: 'dateOfBirth' },
  { level: 'error', code: 'expiry_before_birth', birth: '1990-01-02', expiry: '1980-05-06' },
  { level: 'warning', code: 'expired', on: '2012-04-15' },
  { level: 'note', code: 'valid_until', until: '2031-12-31' },
  { level: 'error', code: 'invalid_sex', field: 'sex', value: 'Q' },
  { level: 'note', code: 'sex_unspecified', field: 'sex' },
  { level: 'error', code: 'invalid_country_code', field: 'countryCode', value: 'U1O' },
  { level: 'warning', code: 'unknown_country', field: 'nationality', value: 'XYZ' },
  { level: 'warning', code: 'missing_country', field: 'nationality' },
  { level: 'warning', code: 'unexpected_document_code', field: 'type', value: 'P', expected: 'ACI' },
  { level: 'warning', code: 'unexpected_issuer', field: 'countryCode', value: 'FRA', expected: 'CHE, LIE' },
  { level: 'error', code: 'swiss_number', field: 'passportNo', value: 'AAA001X', language: true },
  { level: 'error', code: 'swiss_number', field: 'passportNo', value: 'A1', language: false },
];
const ERRORS: DecodeError[] = [
  { code: 'line_count', found: 4 },
  { code: 'one_line', length: 13 },
  { code: 'lines_for_length', found: 2, expected: 3, length: 30 },
  { code: 'lines_for_length', found: 3, expected: 2, length: 44 },
  { code: 'line_length', line: 1, length: 40, expected: 44 },
  { code: 'extra_line', line: 2, format: 'td3' },
  { code: 'character', line: 0, column: 3, found: '$' },
];
const TODAY: [number, number, number] = [2026, 11, 23];
// The ICAO TD1 specimen with its number's 1 read as I: two single changes (I → 1, or the 8
// after it → B) would each make every digit right.
const AMBIGUOUS = 'I<UTOD23I458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<';
const ambiguous = (decode(AMBIGUOUS, TODAY) as { decoded: Decoded }).decoded;
const td1 = (decode('I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<', TODAY) as { decoded: Decoded }).decoded;
// Peers' zones of the national layouts (cheminfo's mrz): the French licence, the Swiss licence.
const fraDl = (decode('D1FRA13AA000026181231MARTIN<<9', TODAY) as { decoded: Decoded }).decoded;
const cheDl = (decode('AAA001D<<\nFACHE305142128097<<800126<<<<<\nMARCHAND<<FABIENNE<<<<<<<<<<<<', TODAY) as { decoded: Decoded }).decoded;

for (const lng of ['en', 'ja']) {
  describe(`the checker in ${lng}`, () => {
    let t: TFunction;
    beforeAll(async () => {
      const i18n = createInstance();
      await i18n.init({ lng, resources: { [lng]: { translation: load(lng) } }, interpolation: { escapeValue: false } });
      t = i18n.t;
    });
    const translated = (text: string) => expect(text).not.toMatch(/checker\.|\{\{|undefined/);

    const find = (code: Finding['code']) => FINDINGS.find((f) => f.code === code)!;
    it('says every finding in a sentence, with its details and full dates', () => {
      for (const f of FINDINGS) {
        const text = findingText(t, lng, 'td1', f);
        translated(text);
        if ('value' in f) expect(text).toContain(f.value);
        if ('field' in f) expect(text).toContain(fieldName(t, f.field, 'td1'));
      }
      // The Swiss rules in the licence's own terms: its number, the states that issue it.
      const swiss = (f: Finding) => findingText(t, lng, 'che_dl', f);
      expect(swiss(find('unexpected_issuer'))).toMatch(/CHE.+LIE/);
      expect(swiss(find('swiss_number'))).toContain(fieldName(t, 'passportNo', 'che_dl'));
      const [language, shape] = FINDINGS.filter((f) => f.code === 'swiss_number').map(swiss);
      expect(language).not.toBe(shape);
      expect(findingText(t, lng, 'td3', find('expired'))).toContain('2012');
      expect(findingText(t, lng, 'td3', find('expiry_before_birth'))).toMatch(/1990[^]*1980|1980[^]*1990/);
    });

    it('explains text that is no zone, with the length expected', () => {
      for (const e of ERRORS) translated(readingError(t, e));
      expect(readingError(t, ERRORS.find((e) => e.code === 'line_length')!)).toMatch(/40[^]*44/);
      // The whole-zone lengths come from the format table: 1 × 30, 9 + 30 + 30, 2 × 36, 3 × 30, 2 × 44.
      expect(readingError(t, { code: 'one_line', length: 13 })).toMatch(/13[^]*30[^]*69[^]*72[^]*88[^]*90/);
      expect(readingError(t, { code: 'line_count', found: 4 })).toMatch(/1[^]*2[^]*3[^]*4/);
    });

    it('names the format the same way as the form does, shape included', () => {
      for (const decoded of [td1, ambiguous]) {
        expect(formatFound(t, decoded)).toBe(
          t('checker.format', { name: t(`formats.${decoded.format}.name`), shape: t('form.shape', { count: 3, length: 30 }) }),
        );
      }
    });

    it('lists the candidates, offers no repair, and says it cannot tell which is meant', () => {
      expect(ambiguous.repair).toBeUndefined();
      expect(ambiguous.candidates).toEqual([
        { line: 0, column: 8, from: 'I', to: '1' },
        { line: 0, column: 11, from: '8', to: 'B' },
      ]);
      for (const c of ambiguous.candidates!) translated(changeText(t, c));
      translated(t('checker.candidates.intro'));
      translated(t('checker.candidates.marked'));
    });

    it('names the format, the fields in its terms, and their places', () => {
      expect(formatFound(t, td1)).toContain('TD1');
      expect(formatFound(t, td1)).toContain('30');
      expect(fieldName(t, 'passportNo', 'td3')).not.toBe(fieldName(t, 'passportNo', 'td1'));
      expect(checkName(t, 'passport_no', 'td3')).not.toBe(checkName(t, 'passport_no', 'mrvb'));
      const one = places(t, [{ field: 'sex', line: 1, start: 20, end: 21 }]);
      const many = places(t, [{ field: 'passportNo', line: 0, start: 5, end: 14 }, { field: 'passportNo', line: 0, start: 15, end: 18 }]);
      for (const text of [one, many]) translated(text);
      expect(one).toContain('21');
      expect(one).not.toContain('–');
      expect(many).toMatch(/6.14[^]*16.18/);
      translated(places(t, [{ field: 'givenNames', line: 2, start: 3, end: 3 }]));
    });

    it('words the repair, the consequent composite and the dates rule', () => {
      translated(t('checker.repair.offer', { line: 2, column: 16, from: 'O', to: '0' }));
      translated(t('checker.repair.apply', { from: 'O', to: '0' }));
      translated(t('checker.consequent', { count: 1, others: 'x' }));
      translated(t('checker.rule.birth', { yy: '74' }));
      expect(t('checker.rule.expiry', { yy: '12' })).toContain('12');
      for (const level of ['error', 'warning', 'note']) translated(t(`checker.level.${level}`, { count: 2 }));
    });
  });
}

describe('Japanese wording', () => {
  it('says the shape as the form does, and the new reading errors', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'ja', resources: { ja: { translation: load('ja') } }, interpolation: { escapeValue: false } });
    expect(formatFound(i18n.t, td1)).toBe('ID カード（TD1）、3 行 × 30 文字');
    expect(readingError(i18n.t, { code: 'lines_for_length', found: 2, expected: 3, length: 30 })).toBe(
      '2 行 × 30 文字です。ID カード（TD1）は 3 行です。',
    );
    expect(readingError(i18n.t, { code: 'one_line', length: 13 })).toContain('30、69、72、88、または90');
    expect(readingError(i18n.t, { code: 'extra_line', line: 0, format: 'td1' })).toBe(
      '1 行目は MRZ の一部ではありません。ID カード（TD1）の MRZ は残りの 3 行でそろっています。',
    );
    expect(formatFound(i18n.t, fraDl)).toBe('フランス運転免許証、1 行 × 30 文字');
    expect(formatFound(i18n.t, cheDl)).toBe('スイス運転免許証、3 行（9、30、30 文字）');
    expect(fieldName(i18n.t, 'personalNo', 'che_dl')).toBe('暗証番号');
  });
});

describe('English wording', () => {
  it('says "column 21" for one column and "columns 6–13" for more', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: load('en') } }, interpolation: { escapeValue: false } });
    expect(places(i18n.t, [{ field: 'sex', line: 1, start: 20, end: 21 }])).toBe('line 2, column 21');
    expect(places(i18n.t, [{ field: 'surname', line: 0, start: 5, end: 13 }])).toBe('line 1, columns 6–13');
    expect(formatFound(i18n.t, td1)).toBe('ID card (TD1), 3 lines of 30');
    const td2 = (decode('I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<\nD231458907UTO7408122F1204159<<<<<<<6', TODAY) as { decoded: Decoded }).decoded;
    expect(formatFound(i18n.t, td2)).toBe('ID card or document (TD2), 2 lines of 36');
    expect(readingError(i18n.t, { code: 'one_line', length: 13 })).toBe(
      'One line of 13 characters: a whole zone on one line has 30, 69, 72, 88, or 90 characters.',
    );
    expect(readingError(i18n.t, { code: 'line_count', found: 4 })).toBe('Expected 1, 2, or 3 lines, found 4.');
    // A stray line beside a whole zone is the one named (the page's paste of a scan's text).
    expect(readingError(i18n.t, { code: 'extra_line', line: 2, format: 'td3' })).toBe(
      'Line 3 is not part of the zone: lines 1–2 make a whole zone of a passport (TD3).',
    );
    expect(readingError(i18n.t, { code: 'extra_line', line: 1, format: 'fra_dl' })).toMatch(
      /^Line 2 is not part of the zone: line 1 makes a whole zone of .*licence/,
    );
    // One line is "1 line"; the Swiss licence's uneven lines are each said.
    expect(formatFound(i18n.t, fraDl)).toBe('French driving licence, 1 line of 30');
    expect(formatFound(i18n.t, cheDl)).toBe('Swiss driving licence, 3 lines of 9, 30, and 30');
    expect(cheDl.spans.map((s) => fieldName(i18n.t, s.field, 'che_dl'))).toContain('PIN code');
    expect(checkName(i18n.t, 'passport_no', 'fra_dl')).toBe('Licence number check digit');
    expect(readingError(i18n.t, { code: 'lines_for_length', found: 2, expected: 3, length: 30 })).toBe(
      '2 lines of 30 characters: an ID card (TD1) has 3.',
    );
    expect(readingError(i18n.t, { code: 'lines_for_length', found: 3, expected: 2, length: 36 })).toBe(
      '3 lines of 36 characters: an ID card or document (TD2), a visa (MRV-B), or a French identity card (until 2021) has 2.',
    );
    expect(ambiguous.candidates!.map((c) => changeText(i18n.t, c))).toEqual(['Line 1, column 9: I → 1', 'Line 1, column 12: 8 → B']);
    expect(i18n.t('checker.candidates.intro')).toMatch(/several single changes would each make every check digit right.*cannot tell which/i);
    expect(i18n.t('checker.repair.offer', { line: 2, column: 16, from: 'O', to: '0' })).toBe(
      'Line 2, column 16: O is probably 0 — with it every check digit is right.',
    );
  });
});
