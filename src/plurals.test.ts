// Every message that counts something has i18next's plural forms, in the real translation files:
// English `_one` and `_other`, Japanese (which does not inflect) `_other` alone.
import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { progressText } from './bulk/progress-text';
import { hintText } from './form/hint-text';

type Tree = { [key: string]: string | Tree };
const load = (lng: string): Tree =>
  JSON.parse(readFileSync(new URL(`../public/locales/${lng}/translation.json`, import.meta.url), 'utf8')) as Tree;

const messages = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : messages(v, `${prefix}${k}.`)));

const en = new Map(messages(load('en')));
const ja = new Map(messages(load('ja')));
const PLURAL = /_(one|other)$/;

/** A number put right before the name of what it counts: "{{kept}} characters", "{{rate}} records/s". */
const COUNTED = /\{\{(\w+)\}\} (?:check )?(?:character|record|line|digit|error|column|warning|note)s?\b/;

/**
 * Counts that are never one: a block of lines the checker found (one line has its own message;
 * a zone's shape can be one line, the French licence's, so it has both forms), and a zone found
 * too blurred to read (two or three lines of 30 to 44 in ICAO's shapes, at least 72
 * characters, seven or more of them unclear: the reader tells no single line so).
 */
const NEVER_ONE = new Set(['checker.error.lines_for_length', 'picture.problem.illegible']);

describe('plural forms', () => {
  it('follow {{count}} in English: both forms, and no count outside them', () => {
    for (const [key, text] of en) {
      if (!text.includes('{{count}}')) continue;
      expect(key, text).toMatch(PLURAL);
      const base = key.replace(PLURAL, '');
      expect(en.has(`${base}_one`) && en.has(`${base}_other`), base).toBe(true);
    }
  });

  it('are one in Japanese: _other for every English plural, never _one', () => {
    for (const key of ja.keys()) expect(key).not.toMatch(/_one$/);
    for (const [key, text] of ja) if (text.includes('{{count}}')) expect(key, text).toMatch(/_other$/);
    for (const key of en.keys()) if (PLURAL.test(key)) expect(ja.has(key.replace(PLURAL, '_other')), key).toBe(true);
  });

  it('leave no message that counts something without them', () => {
    const bare = [...en].filter(([key, text]) => {
      const counted = COUNTED.exec(text);
      return counted && !NEVER_ONE.has(key) && (counted[1] !== 'count' || !PLURAL.test(key));
    });
    expect(bare).toEqual([]);
  });
});

describe('the words with a count of one and more', () => {
  const translate = async (lng: string): Promise<TFunction> => {
    const i18n = createInstance();
    await i18n.init({ lng, resources: { [lng]: { translation: load(lng) } }, interpolation: { escapeValue: false } });
    return i18n.t;
  };
  const progress = (rate: number) => ({ done: 641, total: 3000, rate, secondsLeft: 14.2 });

  it('in English', async () => {
    const t = await translate('en');
    const truncated = (kept: number) => hintText(t, { code: 'truncated', field: 'surname', kept, cut: 26 });
    expect(truncated(1)).toBe('Cut to 1 character (26 left out).');
    expect(truncated(36)).toBe('Cut to 36 characters (26 left out).');
    expect(progressText(t, progress(1), true)).toBe('641 of 3000 · 1 record/s · about 15 s left');
    expect(progressText(t, progress(185.4), false)).toBe('641 of 3000 · 185 records/s');
    expect(t('bulk.done', { count: 1, name: 'a.zip' })).toBe('1 record saved as a.zip');
    expect(t('bulk.done', { count: 200, name: 'a.zip' })).toBe('200 records saved as a.zip');
    const long = hintText(t, { code: 'document_number_too_long', field: 'passportNo', length: 12, max: 9 });
    expect(long).toBe('12 characters: only the first 9 fit.');
  });

  it('in Japanese', async () => {
    const t = await translate('ja');
    expect(hintText(t, { code: 'truncated', field: 'surname', kept: 1, cut: 26 })).toBe('1 文字に切り詰めました（26 文字を省略）。');
    expect(progressText(t, progress(1), false)).toBe('3000 件中 641 件 · 毎秒 1 件');
    expect(t('bulk.done', { count: 1, name: 'a.zip' })).toBe('1 件を a.zip に保存しました');
  });
});
