// The hints' words in both languages, from the real translation files and the real composer:
// removed characters a person cannot see are named, full-width input is said when the core says
// so, and a card's code outside its letters is explained.
import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { compose, type Composition, type Hint } from 'mrz-wasm';
import { codePoint } from './char-text';
import { hintText } from './hint-text';

const load = (lng: string) => JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url), 'utf8')) as object;

async function translator(lng: string): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: load(lng) } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

/** The core's hint for `surname` typed as `value` on a passport. */
const dropped = (value: string, format: 'td3' | 'td1' = 'td3'): Hint => {
  const hint = (compose({ format, surname: value }) as Composition).hints.find((h) => h.code === 'dropped');
  if (!hint) throw new Error(`no dropped hint for ${JSON.stringify(value)}`);
  return hint;
};

describe('hint text in English', () => {
  let t: TFunction;
  beforeAll(async () => (t = await translator('en')));

  it('names a no-break space by its code point and name, not as “ ”', () => {
    const text = hintText(t, dropped('ANNA\u00a0MARIA'));
    expect(text).toBe('Removed U+00A0 no-break space: only A–Z, 0–9 and spaces go into the MRZ. ICAO spelling: ANNA MARIA');
    expect(text).not.toContain('“\u00a0”');
  });

  it('names other unseen characters, by code point alone when they have no name here', () => {
    expect(hintText(t, dropped('A\u200bB'))).toContain('U+200B zero-width space');
    expect(hintText(t, dropped('A\tB'))).toContain('U+0009 tab');
    expect(hintText(t, dropped('A\u2009B'))).toContain('U+2009 thin space');
    expect(hintText(t, dropped('A\u202eB'))).toMatch(/^Removed U\+202E: /);
    // A visible letter is still shown as itself, beside a named one.
    expect(hintText(t, dropped('José\u00a0Luis'))).toMatch(/^Removed “é” U\+00A0 no-break space:/);
    expect(codePoint('\u{1F600}')).toBe('U+1F600');
  });

  it('says full-width when the core says so, and only then', () => {
    const typed = dropped('ＴＡＮＡＫＡ');
    expect(typed.code === 'dropped' && typed.full_width).toBe(true);
    expect(hintText(t, typed)).toBe(
      `Removed “Ｔ” “Ａ” “Ｎ” “Ｋ”: only A–Z, 0–9 and spaces go into the MRZ. ${t('hints.fullWidth')} ICAO spelling: TANAKA`,
    );
    // The ideographic space is full-width, and unseen: both said.
    const space = hintText(t, dropped('A\u3000B'));
    expect(space).toContain('U+3000 ideographic (full-width) space');
    expect(space).toContain(t('hints.fullWidth'));
    expect(hintText(t, dropped('José'))).not.toContain(t('hints.fullWidth'));
    // The flag, not the characters, decides: the page keeps no list of its own.
    const flagged: Hint = { code: 'dropped', field: 'surname', chars: 'é', full_width: true };
    const unflagged: Hint = { code: 'dropped', field: 'surname', chars: 'Ｔ' };
    expect(hintText(t, flagged)).toContain(t('hints.fullWidth'));
    expect(hintText(t, unflagged)).not.toContain(t('hints.fullWidth'));
  });

  it("explains a card's document code outside A, C and I", () => {
    const hint = (compose({ format: 'td1', type: 'X' }) as Composition).hints.find((h) => h.code === 'document_code');
    expect(hint).toEqual({ code: 'document_code', field: 'type', expected: 'ACI' });
    expect(hintText(t, hint!)).toBe("An ID card's document code starts with A, C, or I: readers may not take this zone for an ID card.");
  });
  it("says a national zone's missing code and state, and what readers take it for", () => {
    const digits = { personalNo: '123456789', optionalData2: '001' };
    const hints = (compose({ format: 'che_dl', type: '', countryCode: 'FRA', ...digits }) as Composition).hints;
    expect(hints.map((h) => hintText(t, h))).toEqual([
      "This document's code is FA: without it, readers may not take the zone for this document.",
      'Only CHE or LIE issues this document: with another issuing country, or none, readers may refuse the zone.',
    ]);
    const card = (compose({ format: 'fra_id', type: 'I', countryCode: 'FRA' }) as Composition).hints;
    expect(card.map((h) => hintText(t, h))).toEqual([
      "This document's code is ID: without it, readers may not take the zone for this document.",
      'With this value, readers take the zone for an ID card or document (TD2).',
    ]);
    const licence = (compose({ format: 'fra_dl', type: 'P', countryCode: 'FRA' }) as Composition).hints;
    expect(licence.map((h) => hintText(t, h))).toEqual([
      "This document's code is D1: without it, readers may not take the zone for this document.",
    ]);
  });
});

describe('hint text in Japanese', () => {
  let t: TFunction;
  beforeAll(async () => (t = await translator('ja')));

  it('names unseen characters and the card code in Japanese', () => {
    expect(hintText(t, dropped('ANNA\u00a0MARIA'))).toMatch(/^U\+00A0（ノーブレークスペース） を除きました。/);
    expect(hintText(t, dropped('A\u3000B'))).toContain('U+3000（全角スペース）');
    expect(hintText(t, dropped('A\u3000B'))).toContain(t('hints.fullWidth'));
    const hint = (compose({ format: 'td2', type: 'Q' }) as Composition).hints.find((h) => h.code === 'document_code')!;
    expect(hintText(t, hint)).toBe('ID カードの文書コードは A、C、またはI で始まります。読取機がこの MRZ を ID カードと判断しないことがあります。');
  });
});
