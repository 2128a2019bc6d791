// What the downloads are drawn for (screen, or print at a true size), remembered by this browser:
// a setting, like the letters mode, not the person's data.
import type { Output } from '../mrz-client';

export const OUTPUT_KEY = 'mrz:output';

/** The outputs, by the names the select and the storage use; the first is the default. */
export const OUTPUTS = {
  screen: { kind: 'screen' },
  print300: { kind: 'print', dpi: 300 },
  print600: { kind: 'print', dpi: 600 },
} as const satisfies Record<string, Output>;

export type OutputKey = keyof typeof OUTPUTS;

export const isOutputKey = (value: unknown): value is OutputKey =>
  typeof value === 'string' && Object.hasOwn(OUTPUTS, value);

/** The storage the choice lives in, or undefined where reading it throws (storage disabled). */
function local(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The output chosen here before; the screen when none was, or when what is stored is no output. */
export function storedOutput(storage = local()): OutputKey {
  try {
    const value = storage?.getItem(OUTPUT_KEY);
    return isOutputKey(value) ? value : 'screen';
  } catch {
    return 'screen'; // Storage disabled: no preference.
  }
}

/** Remember the output chosen, for the next visit. */
export function storeOutput(key: OutputKey, storage = local()): void {
  try {
    storage?.setItem(OUTPUT_KEY, key);
  } catch {
    // Storage disabled or full: the choice holds for this page only.
  }
}
