// Why a picture or the camera gave no zone, in the reader's language, with the numbers that
// matter (the picture's size, the file's) and what to do instead where there is something.
import type { TFunction } from 'i18next';
import type { CameraProblem } from './camera';
import { MAX_FILE_BYTES, MAX_PIXELS, MAX_SIDE, type Problem } from './sniff';

const KIND_NAMES = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', bmp: 'BMP', gif: 'GIF' } as const;

export function problemText(t: TFunction, p: Problem | CameraProblem): string {
  switch (p.code) {
    case 'file_too_large':
      return t('picture.problem.file_too_large', { size: Math.ceil(p.bytes / 1e6), most: MAX_FILE_BYTES / 1e6 });
    case 'too_large':
      return t('picture.problem.too_large', { width: p.width, height: p.height, megapixels: MAX_PIXELS / 1e6, side: MAX_SIDE });
    case 'truncated':
    case 'damaged':
      return t(`picture.problem.${p.code}`, { kind: KIND_NAMES[p.kind] });
    case 'illegible':
      // ICAO's shapes alone are told illegible: their lines are of one length.
      return t('picture.problem.illegible', { lines: p.lineLengths.length, length: p.lineLengths[0], unclear: p.unclear, characters: p.characters });
    case 'unread':
    case 'camera_failed':
      return t(`picture.problem.${p.code}`, { message: p.message });
    default:
      return t(`picture.problem.${p.code}`);
  }
}
