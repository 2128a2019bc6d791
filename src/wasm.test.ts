// The real WebAssembly module, loaded from its bytes in Node: the same code the worker runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compose, fillFloor, MrzRenderer, type Composition, type Fields } from 'mrz-wasm';

interface Vector {
  name: string;
  fields: Partial<Fields>;
  lines: [string, string];
}

const vectors = (file: string): Vector[] =>
  readFileSync(new URL(`../testdata/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Vector);

const specimen = vectors('specimens.jsonl')[0]!;

describe('compose', () => {
  it.each([...vectors('specimens.jsonl'), ...vectors('vectors.jsonl')])('$name', (v) => {
    expect((compose(v.fields) as Composition).lines).toEqual(v.lines);
  });

  it('reports hints as data', () => {
    const { hints } = compose({ surname: 'Müller', sex: 'male' }) as Composition;
    expect(hints).toEqual([
      { code: 'dropped', field: 'surname', chars: 'ü', suggestion: 'MUELLER' },
      { code: 'invalid_sex', field: 'sex', value: 'MALE' },
    ]);
  });

  it('rejects a field that is not text, naming it', () => {
    expect(() => compose({ sex: 1 } as unknown as Fields)).toThrow('fields: "sex" must be a string');
    expect(() => compose([] as unknown as Fields)).toThrow('fields: expected an object');
  });
});

describe('MrzRenderer', () => {
  const renderer = new MrzRenderer();

  it('draws the specimen as a frame of the default size with ink where the glyphs are', () => {
    const drawn = renderer.draw(specimen.fields, undefined);
    expect(drawn.lines).toEqual(specimen.lines);
    const [width, height, pixels] = [drawn.width, drawn.height, renderer.frameView().slice()];
    expect([width, height]).toEqual([2051, 191]);
    expect(pixels.length).toBe(width * height * 4);
    const dark = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) if (pixels[(y * width + x) * 4]! < 128) n++;
      return n;
    };
    // Each of the 44 cells of both lines holds ink; the padding holds none.
    // The specification's style at 64 px: padding half the size.
    const style = { padding: 32 };
    const pitch = (width - 2 * style.padding) / 44;
    for (const [line, top] of [[0, 32], [1, 107]] as const) {
      for (let col = 0; col < 44; col++) {
        const x = Math.round(style.padding + col * pitch);
        expect(dark(x, top, x + 44, top + 52), `line ${line} column ${col}`).toBeGreaterThan(20);
      }
    }
    expect(dark(0, 0, width, 28)).toBe(0);
    expect(dark(0, height - 28, width, height)).toBe(0);
  });

  it('scales a partial style from its font size and refuses a bad one', () => {
    const small = renderer.draw(specimen.fields, { fontSize: 32 });
    expect([small.width, small.height]).toEqual([1026, 96]);
    expect(renderer.frameView().length).toBe(1026 * 96 * 4);
    expect(() => renderer.draw(specimen.fields, { fontSize: 0 })).toThrow(
      'style: the font size must be 4 to 512 px',
    );
    expect(() => renderer.draw(specimen.fields, { background: [1, 2, 3] } as never)).toThrow(
      'style: "background" must be four bytes [r, g, b, a]',
    );
  });

  it('draws print-true in the geometry of each format, its line pitch from the core', () => {
    const record = (format: string) => vectors('formats.jsonl').find((v) => v.fields?.format === format)!.fields;
    // At 300 dpi a character is a tenth of an inch, 30 px, and so is the margin each side: 46
    // pitches across a passport, 32 across an ID card, 38 across a TD2. In height, two margins,
    // a character box of 7/60 in (35 px) and the line pitches: two lines a quarter of an inch
    // apart (ICAO 9303-4, 75 px), an ID card's three a sixth (9303-5, 2 x 50 px).
    for (const [format, size] of [
      ['td3', [1380, 60 + 35 + 75]],
      ['td1', [960, 60 + 35 + 100]],
      ['td2', [1140, 60 + 35 + 75]],
    ] as const) {
      const drawn = renderer.drawPrint(record(format), 300);
      expect([drawn.format, drawn.width, drawn.height]).toEqual([format, ...size]);
      expect(renderer.frameView().length).toBe(drawn.width * drawn.height * 4);
    }
  });

  it('draws lines as given, a wrong check digit too', () => {
    const [width, height] = renderer.drawLines([specimen.lines[0], specimen.lines[1].replace('10', '19')], undefined);
    expect([width, height]).toEqual([2051, 191]);
    expect(renderer.frameView().length).toBe(width! * height! * 4);
  });

  it('draws without copying out, and fills a floor buffer of the same size', () => {
    expect(renderer.drawOnly(specimen.fields, undefined)).toBe(2051 * 191 * 4);
    expect(fillFloor(2051 * 191, 0xffffffff)).toBe(2051 * 191);
  });
});
