import { describe, expect, it } from 'vitest';
import { FIELD_KEYS } from '../fields';
import { FORMAT_INFO } from '../formats';
import { inputKind, keyboardProps } from './input-kind';

describe('the keyboard each field brings up', () => {
  it('dates get the number keypad, and nothing else does', () => {
    const numeric = FIELD_KEYS.filter((k) => keyboardProps(inputKind(k)).inputMode === 'numeric');
    expect(numeric).toEqual(['dateOfBirth', 'dateOfExpiry']);
  });

  it('codes come in capitals, uncorrected and unchecked', () => {
    for (const key of ['type', 'countryCode', 'passportNo', 'nationality', 'sex', 'personalNo', 'optionalData2'] as const) {
      expect(keyboardProps(inputKind(key)), key).toEqual({ autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false });
    }
  });

  it('no field of any format is corrected or spell-checked', () => {
    for (const info of Object.values(FORMAT_INFO)) {
      for (const key of info.fields) {
        expect(keyboardProps(inputKind(key)), `${info.format} ${key}`).toMatchObject({ autoCorrect: 'off', spellCheck: false });
      }
    }
  });
});
