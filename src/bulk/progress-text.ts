// The test set's progress line, in the reader's words.
import type { TFunction } from 'i18next';
import type { Progress } from './make-set';

/**
 * "641 of 3000 · 185 records/s · about 14 s left": the rate is the count the plural forms follow
 * ("1 record/s"); the time left is said only while the set is still being made.
 */
export function progressText(t: TFunction, progress: Progress, running: boolean): string {
  const status = t('bulk.status', { done: progress.done, total: progress.total, count: Math.round(progress.rate) });
  if (progress.secondsLeft === null || !running) return status;
  return `${status} ${t('bulk.left', { seconds: Math.ceil(progress.secondsLeft) })}`;
}
