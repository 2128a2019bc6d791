// Reading the form's first values from the page, once, and keeping them across reloads.
import type { Fields } from 'mrz-wasm';
import { cleanedUrl, initialFields, SESSION_KEY } from './channels';

function readSession(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null; // Storage disabled: nothing saved, nothing to read.
  }
}

/** Remove the fields from the address bar: no reload, no new history entry. */
export function cleanAddress(): void {
  const cleaned = cleanedUrl(location.href);
  if (cleaned !== null) history.replaceState(history.state, '', cleaned);
}

/** The values the form starts with; the address is cleaned after reading it. */
export function startupFields(): Fields {
  const fields = initialFields({ session: readSession(), search: location.search, hash: location.hash });
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
