// The binding takes whatever JavaScript hands it: arbitrary values for the fields and the
// style either work or throw an Error that says what is wrong, and the module keeps working.
// (A panic in WebAssembly would trap and leave the instance unusable for every later call.)
import { describe, expect, it } from 'vitest';
import { compose, MrzRenderer, type Fields } from 'mrz-wasm';
import { FORMATS } from './fields';
import { FORMAT_INFO } from './formats';

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

function hostileValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 14);
  switch (pick) {
    case 0: return undefined;
    case 1: return null;
    case 2: return [0, -0, NaN, Infinity, -Infinity, 1e308, -1e9, 4, 64, 513][Math.floor(next() * 10)];
    case 3: return next() < 0.5;
    case 4: return 'x'.repeat(Math.floor(next() * 5000));
    case 5: return String.fromCodePoint(...Array.from({ length: 20 }, () => Math.floor(next() * 0x10ffff) & ~0x800));
    case 6: return '<script>alert(1)</script>\u0000\uD800';
    case 7: return BigInt(Math.floor(next() * 1e6));
    case 8: return Symbol('s');
    case 9: return () => 1;
    case 10: return depth > 2 ? {} : Array.from({ length: Math.floor(next() * 5) }, () => hostileValue(next, depth + 1));
    default: {
      if (depth > 2) return {};
      const keys = ['type', 'surname', 'givenNames', 'sex', 'optionalData2', 'format', 'letters', 'fontSize', 'padding', 'letterSpacing', 'lineHeight', 'background', 'foreground', '__proto__', 'other'];
      // Mostly strings, as fields are: the drawing path runs as often as the refusals. The
      // format and letters keys mostly get names the binding knows, in any case.
      const known: Record<string, string[]> = { format: ['td1', 'TD2', 'mrv-a', 'MRVB', 'td3', 'fra_id', 'FRA-DL', 'che_dl'], letters: ['icao', 'DROP'] };
      const value = (k: string) =>
        known[k] && next() < 0.6
          ? known[k][Math.floor(next() * known[k].length)]
          : next() < 0.7
            ? String(hostileValue(next, 3))
            : hostileValue(next, depth + 1);
      return Object.fromEntries(keys.filter(() => next() < 0.5).map((k) => [k, value(k)]));
    }
  }
}

const RUNS = 3000;

describe('the binding under hostile values', () => {
  it(`answers or refuses ${RUNS} arbitrary field and style values, and stays usable`, () => {
    const next = random(20261121);
    const renderer = new MrzRenderer();
    let answered = 0;
    let refused = 0;
    const formats = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const fields = hostileValue(next);
      const style = next() < 0.5 ? undefined : hostileValue(next);
      try {
        const drawn = renderer.draw(fields as Partial<Fields>, style as never);
        expect(drawn.lines.map((l) => l.length)).toEqual(FORMAT_INFO[drawn.format].widths);
        formats.add(drawn.format);
        answered++;
      } catch (e) {
        expect(e).toBeInstanceOf(Error);
        expect((e as Error).message.length).toBeGreaterThan(5);
        expect((e as Error).message).not.toMatch(/unreachable|panicked|RuntimeError/);
        refused++;
      }
      try {
        compose(fields as Partial<Fields>);
      } catch (e) {
        expect((e as Error).message).not.toMatch(/unreachable|panicked/);
      }
    }
    // Both outcomes were exercised, and the module still draws the specimen.
    expect(answered).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(100);
    expect([...formats].sort()).toEqual([...FORMATS].sort());
    expect(renderer.draw({ surname: 'ERIKSSON' }, undefined).lines[0]).toMatch(/^<<<<<ERIKSSON<</);
  });
});
