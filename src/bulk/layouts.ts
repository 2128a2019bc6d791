// How a test set is laid out, as the panel offers it; the files and their names are the set
// engine's (crates/mrz-set/src/layouts.rs), the ones `mrz batch --layout` writes:
//
// - zip: images/NNNNN.png, labels.csv and labels.jsonl (the command's `dir`, zipped).
// - webdataset: one tar of NNNNNNNN.png and NNNNNNNN.json (the label's row) per record.
// - imagefolder (Hugging Face): NNNNNNNN.png and metadata.jsonl, `file_name` first in each row.
// - tesstrain: NNNNNNNN_L.png with NNNNNNNN_L.gt.txt (L from 1), the line and a newline: each
//   line drawn alone for a clean set, else cut upright out of the record's scene; always PNG,
//   which tesstrain reads, whatever the image type asked.
import type { ImageType, Palette, Preset } from 'mrz-wasm-scene';

export const PRESETS = ['clean', 'scan', 'photo', 'harsh', 'web'] as const satisfies readonly Preset[];
export const PALETTES = ['grey', 'colour'] as const satisfies readonly Palette[];
export const LAYOUTS = ['zip', 'webdataset', 'imagefolder', 'tesstrain'] as const;
export const IMAGE_TYPES = ['png', 'jpeg'] as const satisfies readonly ImageType[];

export type Layout = (typeof LAYOUTS)[number];

/** What the set's files are: the pictures' preset and palette, the layout, the image type. */
export interface SetOutput {
  preset: Preset;
  palette: Palette;
  layout: Layout;
  image: ImageType;
  /** Each zone's chip companions (BAC and PACE keys, DG1) in its JSON label, as `--chip`. */
  chip: boolean;
}

export const DEFAULT_OUTPUT: SetOutput = { preset: 'clean', palette: 'grey', layout: 'zip', image: 'png', chip: false };

/** Whether the layout takes the image type, palette and chip keys (tesstrain's lines are grey PNGs
 * with a text each, no JSON label). */
export const takesImageType = (layout: Layout) => layout !== 'tesstrain';

/** The output as the files will have it. */
export const effectiveOutput = (o: SetOutput): SetOutput => (takesImageType(o.layout) ? o : { ...o, palette: 'grey', image: 'png', chip: false });

export const mimeType = (image: ImageType) => (image === 'jpeg' ? 'image/jpeg' : 'image/png');

/** The archive: a tar for WebDataset (its readers stream tars), a ZIP for the others. */
export const archiveKind = (layout: Layout) => (layout === 'webdataset' ? 'tar' : 'zip');

export const archiveName = (layout: Layout, count: number, seed: number) =>
  `mrz-test-set-${count}-seed-${seed}.${archiveKind(layout)}`;
