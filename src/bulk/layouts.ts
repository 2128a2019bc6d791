// How a test set is laid out, file by file: the names `mrz batch --layout` writes
// (crates/mrz-cli/src/layouts.rs), so that a set from the page and one from the command are read
// by the same code.
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
}

export const DEFAULT_OUTPUT: SetOutput = { preset: 'clean', palette: 'grey', layout: 'zip', image: 'png' };

/** Whether the layout takes the image type and palette (tesstrain's lines are grey PNGs). */
export const takesImageType = (layout: Layout) => layout !== 'tesstrain';

/** The output as the files will have it. */
export const effectiveOutput = (o: SetOutput): SetOutput => (takesImageType(o.layout) ? o : { ...o, palette: 'grey', image: 'png' });

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const extension = (image: ImageType) => (image === 'jpeg' ? 'jpg' : 'png');

export const mimeType = (image: ImageType) => (image === 'jpeg' ? 'image/jpeg' : 'image/png');

/** The record's image as its label's `file` names it; `index` counts from 1. */
export function imageFile(layout: Layout, index: number, image: ImageType): string {
  const name = `${layout === 'zip' ? pad(index, 5) : pad(index, 8)}.${extension(image)}`;
  return layout === 'zip' ? `images/${name}` : name;
}

/** A WebDataset record's label, beside its image. */
export const jsonFile = (index: number) => `${pad(index, 8)}.json`;

/** A tesstrain line's files, without the extension (`.png`, `.gt.txt`); `line` from 1. */
export const lineStem = (index: number, line: number) => `${pad(index, 8)}_${line}`;

/** The labels files a layout writes after the records. */
export type LabelFile = 'csv' | 'jsonl' | 'metadata';

export const LABEL_FILE_NAMES: Record<LabelFile, string> = {
  csv: 'labels.csv',
  jsonl: 'labels.jsonl',
  metadata: 'metadata.jsonl',
};

export function labelFiles(layout: Layout): LabelFile[] {
  if (layout === 'zip') return ['csv', 'jsonl'];
  return layout === 'imagefolder' ? ['metadata'] : [];
}

/** The archive: a tar for WebDataset (its readers stream tars), a ZIP for the others. */
export const archiveKind = (layout: Layout) => (layout === 'webdataset' ? 'tar' : 'zip');

export const archiveName = (layout: Layout, count: number, seed: number) =>
  `mrz-test-set-${count}-seed-${seed}.${archiveKind(layout)}`;
