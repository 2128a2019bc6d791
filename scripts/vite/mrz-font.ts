// The page's own OCR-B for text: a WOFF2 subset of the face the renderer embeds, made when Vite
// starts. The page names it by a family no system font has, so a machine's own 'OCR B' (Debian's
// fonts-ocr-b, wider than any fallback and a family with Outline and Inverted faces) never draws
// the page's text.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The face the renderer draws with (crates/mrz-render), whole: its 140 characters. */
const SOURCE = fileURLToPath(new URL('../../crates/mrz-render/font/OCRB.otf', import.meta.url));

/** Where the subset goes (ignored by git, like the WebAssembly beside it); styles name it by the alias. */
export const MRZ_FONT_FILE = fileURLToPath(new URL('../../pkg/fonts/mrz-ocrb.woff2', import.meta.url));
export const MRZ_FONT_ALIAS = 'mrz-font.woff2';

/**
 * Printable ASCII: the zone's 37 characters, and whatever else is typed or pasted into the checker
 * (lower case, punctuation), which it shows in the same face.
 */
export const MRZ_FONT_TEXT = String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i));

export async function writeMrzFont(): Promise<number> {
  const woff2 = await subsetFont(readFileSync(SOURCE), MRZ_FONT_TEXT, { targetFormat: 'woff2' });
  mkdirSync(dirname(MRZ_FONT_FILE), { recursive: true });
  writeFileSync(MRZ_FONT_FILE, woff2);
  return woff2.length;
}

/**
 * Writes the subset before Vite reads the styles that name it, and preloads it from the built
 * page, so that it is there for the first paint's lines (the shell in index.html shows them).
 */
export function mrzFont(): Plugin {
  let written: Promise<number> | undefined;
  return {
    name: 'mrz-font',
    async buildStart() {
      written ??= writeMrzFont();
      await written;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_, { bundle }) {
        const font = Object.values(bundle ?? {}).find((a) => a.type === 'asset' && a.fileName.endsWith('.woff2'));
        if (!font) return [];
        const attrs = { rel: 'preload', href: `./${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}
