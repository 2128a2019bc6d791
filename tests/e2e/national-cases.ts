// The national formats' cases for the browser tests: peers' zones (cheminfo's mrz) with the
// fields that make them, and the page's words for each in English and Japanese, written here
// rather than read from the translation files, so that a test says what a person sees.
import type { FieldKey } from 'mrz-wasm';

export type National = 'fra_id' | 'fra_dl' | 'che_dl';
export type Lang = 'en' | 'ja';

interface Case {
  /** The fields typed (the document code is the one the format's choice sets). */
  fields: Partial<Record<FieldKey, string>>;
  code: string;
  lines: string[];
  /** Every field the form shows for the format, in its order. */
  shown: FieldKey[];
  name: Record<Lang, string>;
  shape: Record<Lang, string>;
  /** A few labels the format words its own way, and a field the checker names so. */
  labels: Record<Lang, Partial<Record<FieldKey, string>>>;
  checkerField: Record<Lang, string>;
}

export const CASES: Record<National, Case> = {
  fra_id: {
    fields: { countryCode: 'FRA', surname: 'BERTHIER', givenNames: 'CORINNE', passportNo: '940992310285', dateOfBirth: '651206', sex: 'F' },
    code: 'ID',
    lines: ['IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<', '9409923102854CORINNE<<<<<<<6512068F4'],
    shown: ['type', 'countryCode', 'passportNo', 'surname', 'givenNames', 'dateOfBirth', 'personalNo', 'sex'],
    name: { en: 'French identity card (until 2021)', ja: 'フランス国民 ID カード（2021 年まで）' },
    shape: { en: '2 lines of 36', ja: '2 行 × 36 文字' },
    labels: {
      en: { passportNo: 'Card number', personalNo: 'Issuing office (administrative code)' },
      ja: { passportNo: 'カード番号', personalNo: '発行機関（行政コード）' },
    },
    checkerField: { en: 'Card number', ja: 'カード番号' },
  },
  fra_dl: {
    fields: { countryCode: 'FRA', passportNo: '13AA00002', dateOfExpiry: '181231', surname: 'MARTIN' },
    code: 'D1',
    lines: ['D1FRA13AA000026181231MARTIN<<9'],
    shown: ['type', 'countryCode', 'passportNo', 'surname', 'dateOfExpiry'],
    name: { en: 'French driving licence', ja: 'フランス運転免許証' },
    shape: { en: '1 line of 30', ja: '1 行 × 30 文字' },
    labels: { en: { passportNo: 'Licence number' }, ja: { passportNo: '免許証番号' } },
    checkerField: { en: 'Licence number', ja: '免許証番号' },
  },
  che_dl: {
    fields: {
      countryCode: 'CHE',
      passportNo: 'AAA001D',
      personalNo: '305142128',
      optionalData2: '097',
      dateOfBirth: '800126',
      surname: 'MARCHAND',
      givenNames: 'FABIENNE',
    },
    code: 'FA',
    lines: ['AAA001D<<', 'FACHE305142128097<<800126<<<<<', 'MARCHAND<<FABIENNE<<<<<<<<<<<<'],
    shown: ['type', 'countryCode', 'passportNo', 'surname', 'givenNames', 'dateOfBirth', 'personalNo', 'optionalData2'],
    name: { en: 'Swiss driving licence', ja: 'スイス運転免許証' },
    shape: { en: '3 lines of 9, 30, and 30', ja: '3 行（9、30、30 文字）' },
    labels: {
      en: { passportNo: 'Licence number (office, number, language)', personalNo: 'PIN code', optionalData2: 'Version number' },
      ja: { passportNo: '免許証番号（発行機関・番号・言語）', personalNo: '暗証番号', optionalData2: 'バージョン番号' },
    },
    checkerField: { en: 'PIN code', ja: '暗証番号' },
  },
};

/** The page's words the tests look for, in each language. */
export const WORDS = {
  en: {
    national: 'National formats',
    share: 'Copy share link',
    copy: 'Copy MRZ',
    download: 'Download PNG',
    random: 'Random',
    checker: 'MRZ checker',
    valid: 'Every check digit is right.',
    formatFound: (name: string, shape: string) => `${name}, ${shape}`,
    chip: 'Chip (eMRTD) keys',
    checkerChip: 'Chip (eMRTD) keys of this zone',
    icaoOnly: /^Chip keys exist for ICAO documents only .*: an? .+ has none\.$/,
    testSets: 'Test sets',
  },
  ja: {
    national: '各国の形式',
    share: '共有リンクをコピー',
    copy: 'MRZ をコピー',
    download: 'PNG をダウンロード',
    random: 'ランダム',
    checker: 'MRZ チェッカー',
    valid: 'すべてのチェックディジットが正しいです。',
    formatFound: (name: string, shape: string) => `${name}、${shape}`,
    chip: 'ICチップ（eMRTD）の鍵',
    checkerChip: 'このMRZのICチップ（eMRTD）の鍵',
    icaoOnly: /^ICチップの鍵は ICAO の文書.*にだけあります。.+にはありません。$/,
    testSets: 'テストセット',
  },
} as const;

/** A name or label as a pattern, its brackets and dots taken literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
