import { describe, expect, it } from 'vitest';
import { OUTPUT_KEY, OUTPUTS, storedOutput, storeOutput } from './output-choice';

/** A storage holding one map, like the browser's. */
function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const broken = {
  getItem: (): string | null => {
    throw new DOMException('disabled', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('the stored output choice', () => {
  it('comes back as it was stored', () => {
    const storage = memory();
    for (const key of ['print600', 'print300', 'screen'] as const) {
      storeOutput(key, storage);
      expect(storage.items.get(OUTPUT_KEY)).toBe(key);
      expect(storedOutput(storage)).toBe(key);
    }
  });

  it('is the screen when nothing, or no output, is stored', () => {
    expect(storedOutput(memory())).toBe('screen');
    for (const bad of ['print', 'PRINT300', '{"kind":"print","dpi":300}', 'toString', '__proto__', ''])
      expect(storedOutput(memory({ [OUTPUT_KEY]: bad })), bad).toBe('screen');
  });

  it('survives storage that throws', () => {
    expect(storedOutput(broken)).toBe('screen');
    expect(() => storeOutput('print300', broken)).not.toThrow();
  });

  it('names outputs the worker draws', () => {
    expect(OUTPUTS).toEqual({
      screen: { kind: 'screen' },
      print300: { kind: 'print', dpi: 300 },
      print600: { kind: 'print', dpi: 600 },
    });
  });
});
