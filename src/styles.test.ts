// WCAG 2.2 1.4.11 (non-text contrast) and 2.4.13 (focus appearance) for the page's own colours,
// computed from the custom properties in styles.css, so that a colour changed there is checked
// here without anyone copying it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties a rule with exactly this selector declares. */
function properties(selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`no rule for ${selector} in styles.css`);
  return new Map([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const root = properties(':root');
/** A property of `scope` (inheriting from :root), `var()` resolved, as a #rrggbb colour. */
function colour(name: string, scope: Map<string, string> = root): string {
  const value = scope.get(name) ?? root.get(name);
  if (value === undefined) throw new Error(`${name} is not set`);
  const inner = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (inner) return colour(inner, scope);
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name}: ${value} is not #rrggbb`);
  return value;
}

/** WCAG 2.x relative luminance: sRGB channels linearised, weighted 0.2126, 0.7152, 0.0722. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio: (lighter + 0.05) / (darker + 0.05), from 1 to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the contrast formula', () => {
  it('gives the known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // The figures the issue measured for the old colours.
    expect(contrast('#93b4ff', '#ffffff')).toBeCloseTo(2.06, 2);
    expect(contrast('#d8dce2', '#ffffff')).toBeCloseTo(1.38, 2);
  });
});

// Every light surface a focusable control sits on: the page, a card, the footer, a hint (its
// Apply button), the checker's chosen row (the ring is drawn inside it).
const LIGHT_SURFACES = ['--bg', '--card', '--footer-bg', '--warn-bg', '--row-highlight'];
const INPUT_BACKGROUND = '#ffffff';

describe('the page meets 3:1 for what is not text', () => {
  it.each(LIGHT_SURFACES)('the focus ring against %s', (surface) => {
    expect(contrast(colour('--focus'), colour(surface))).toBeGreaterThanOrEqual(3);
  });

  it('the focus ring in the grey top bar', () => {
    const bar = properties('.top-bar');
    expect(contrast(colour('--focus', bar), colour('--bar', bar))).toBeGreaterThanOrEqual(3);
  });

  it.each(['--field-border', '--field-invalid'])('an input edge (%s) against the input and the card', (edge) => {
    expect(contrast(colour(edge), INPUT_BACKGROUND)).toBeGreaterThanOrEqual(3);
    expect(contrast(colour(edge), colour('--card'))).toBeGreaterThanOrEqual(3);
    expect(contrast(colour(edge), colour('--bg'))).toBeGreaterThanOrEqual(3);
  });

  it('inputs, the checker box and the output choice draw their edge with --field-border', () => {
    for (const selector of ['.field input', '.checker-input', '.output-choice select']) {
      const rule = new RegExp(`(?:^|\\})\\s*[^{}]*${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`, 'g');
      const bodies = [...css.matchAll(rule)].map((m) => m[1]!);
      expect(bodies.some((b) => /border:\s*1px solid var\(--field-border\)/.test(b)), selector).toBe(true);
    }
    expect(css).toMatch(/:focus-visible\s*\{\s*outline:\s*3px solid var\(--focus\)/);
  });

  it('no style sheet draws an edge or a ring in a colour of its own, unchecked here', () => {
    for (const sheet of ['./styles.css', './checker/checker.css', './bulk/bulk.css', './page/actions.css', './preview/compact.css']) {
      const text = readFileSync(new URL(sheet, import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(text.match(/^\s*(?:outline|border)[\w-]*\s*:[^;]*(?:#|rgb|hsl)[^;]*;/gm), sheet).toBeNull();
    }
  });
});
