// What a phone's keyboard should offer for each field. A field means the same in every format
// (a date of birth is YYMMDD in all five), so this is a property of the field, not of a format:
// the format table says which fields a format has, this says how each is typed.
import type { FieldKey } from 'mrz-wasm';
import type { InputHTMLAttributes } from 'react';

/** A date (YYMMDD), a code (letters and digits as printed), or a name (words as people write them). */
export type InputKind = 'date' | 'code' | 'name';

// A Record, so that a field the Rust side adds fails to compile until it has a kind.
const KINDS: Record<FieldKey, InputKind> = {
  type: 'code',
  countryCode: 'code',
  passportNo: 'code',
  surname: 'name',
  givenNames: 'name',
  nationality: 'code',
  dateOfBirth: 'date',
  personalNo: 'code',
  sex: 'code',
  dateOfExpiry: 'date',
  optionalData2: 'code',
};

export const inputKind = (field: FieldKey): InputKind => KINDS[field];

type KeyboardProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'>;

/**
 * The keyboard for a kind. Nothing is enforced (the zone takes what it can of any text): a
 * date only brings up the number keypad. Codes come in capitals, and neither codes nor names
 * are worth a dictionary's corrections (UTO is no typo for UFO, nor ERIKSSON for Erikson).
 */
export function keyboardProps(kind: InputKind): KeyboardProps {
  const plain = { autoCorrect: 'off', spellCheck: false } as const;
  switch (kind) {
    case 'date':
      return { ...plain, inputMode: 'numeric', autoCapitalize: 'off' };
    case 'code':
      return { ...plain, autoCapitalize: 'characters' };
    case 'name':
      return { ...plain, autoCapitalize: 'words' };
  }
}
