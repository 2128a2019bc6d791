// Reading the form's first values from the page, once, and keeping them across reloads.
import type { Fields, Letters } from 'mrz-wasm';
import { cleanedUrl, initialFields, isLetters, SESSION_KEY } from './channels';

/** Where this browser remembers the letters mode a person chose (a setting, not their data). */
export const LETTERS_KEY = 'mrz:letters';

function readSession(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null; // Storage disabled: nothing saved, nothing to read.
  }
}

/** The letters mode chosen here before, if any. */
export function storedLetters(): Letters | null {
  try {
    const value = localStorage.getItem(LETTERS_KEY);
    return isLetters(value) ? value : null;
  } catch {
    return null; // Storage disabled: no preference.
  }
}

/** Remember the letters mode a person chose, for pages that open with nothing else to say. */
export function storeLetters(letters: Letters): void {
  try {
    localStorage.setItem(LETTERS_KEY, letters);
  } catch {
    // Storage disabled or full: the choice holds for this page and its session copy only.
  }
}

/** Remove the fields from the address bar: no reload, no new history entry. */
export function cleanAddress(): void {
  const cleaned = cleanedUrl(location.href);
  if (cleaned !== null) history.replaceState(history.state, '', cleaned);
}

/** The values the form starts with; the address is cleaned after reading it. */
export function startupFields(): Fields {
  const fields = initialFields({
    session: readSession(),
    search: location.search,
    hash: location.hash,
    letters: storedLetters(),
  });
  // The address is the only place these values live until the form mounts (up to seconds on a
  // slow phone): save them before cleaning it, so that a reload meanwhile loses nothing.
  if (cleanedUrl(location.href) !== null) saveSession(fields);
  cleanAddress();
  return fields;
}

export function saveSession(fields: Fields): void {
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(fields));
  } catch {
    // Storage disabled or full: the form keeps working, only the copy is lost.
  }
}

/** The app's root address, whatever path it is served under. */
export const appRoot = (): string => new URL(import.meta.env.BASE_URL, location.href).href;
