import type { Repair } from 'mrz-wasm';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one usual OCR confusion (O for 0, I for 1 and the like) whose change makes every check
 * digit right. The core offers it only when exactly one such change does, so it is safe to put
 * forward as "probably"; applying it puts the repaired lines in the box, which checks them again.
 */
export function RepairOffer({ repair, onApply }: { repair: Repair; onApply: (lines: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="checker-repair">
      <p id={id}>
        {t('checker.repair.offer', {
          line: repair.line + 1,
          column: repair.column + 1,
          from: repair.from,
          to: repair.to,
        })}{' '}
        {t('checker.repair.marked')}
      </p>
      <button type="button" aria-describedby={id} onClick={() => onApply(repair.lines)}>
        {t('checker.repair.apply', { from: repair.from, to: repair.to })}
      </button>
    </div>
  );
}
