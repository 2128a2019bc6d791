// Content stamps: skip a step whose inputs have not changed since it last succeeded.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function* files(path, skip) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!skip.includes(name)) yield* files(join(path, name), skip);
  }
}

/** A hash of the named files and folders (their paths and contents) plus any extra text. */
export function digest(root, paths, extra = '', skip = ['target', 'node_modules']) {
  const hash = createHash('sha256').update(extra);
  for (const path of paths) {
    for (const file of files(join(root, path), skip)) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

export const upToDate = (stampFile, value) =>
  existsSync(stampFile) && readFileSync(stampFile, 'utf8') === value;

export const record = (stampFile, value) => writeFileSync(stampFile, value);
