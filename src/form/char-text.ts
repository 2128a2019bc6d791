import type { TFunction } from 'i18next';

// Characters that show as nothing, or as an ordinary space, between quotes: every space but
// ASCII's (no-break, typographic, ideographic), controls such as tab, format characters
// (zero-width, bidi marks, soft hyphen), a combining mark alone, and the rest Unicode says are
// ignorable. “ ” tells nobody that a no-break space was pasted; its code point and name do.
const UNSEEN = /^[\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]$/u;

/** "U+00A0": the code point as Unicode writes it, at least four hex digits. */
export const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * One removed character as the hint lists it: quoted when it can be seen (“é”), else its code
 * point and, for the usual ones, its name ("U+00A0 no-break space").
 */
export function charText(t: TFunction, char: string): string {
  if (!UNSEEN.test(char)) return t('hints.char', { char });
  const code = codePoint(char);
  const name = t(`hints.charName.${code.slice(2)}`, { defaultValue: '' });
  return name ? t('hints.charNamed', { code, name }) : code;
}
