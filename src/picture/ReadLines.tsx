import type { CSSProperties, KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureReading } from '../../pkg/mrz-wasm-read/mrz_wasm_read';
import { refInto } from '../ref-map';
import { cellKey as key, LOW_CONFIDENCE, moveTo, type Cell } from './cells';

interface Props {
  reading: PictureReading;
  active: Cell | null;
  onHover: (cell: Cell | null) => void;
  onFocus: (cell: Cell | null) => void;
  /** Registers each cell's element, so that a box in the picture can give it the focus. */
  cells: Map<string, HTMLElement>;
}

/**
 * The lines read, a character a cell, each marked when it was hard to read. Pointing at a
 * character or giving it the focus lights its box up in the picture. One tab stop: the arrow
 * keys move between characters, Home and End to a line's ends.
 */
export function ReadLines({ reading, active, onHover, onFocus, cells }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<Cell>([0, 0]);
  // A new reading may be shorter than the cell last chosen: its first cell is then the stop.
  const stop = reading.lines[chosen[0]]?.[chosen[1]] === undefined ? '0:0' : key(chosen);
  const low = reading.confidence.flat().filter((c) => c < LOW_CONFIDENCE).length;

  const onKeyDown = (e: KeyboardEvent, at: Cell) => {
    const to = moveTo(e.key, at, reading.lines);
    if (!to) return;
    e.preventDefault();
    cells.get(key(to))?.focus();
  };

  return (
    <>
      <div
        role="grid"
        aria-label={t('picture.lines')}
        aria-describedby={`${id}-keys`}
        className="picture-lines fit-lines"
        style={{ '--chars': Math.max(...reading.lines.map((l) => l.length)) } as CSSProperties}
        onMouseLeave={() => onHover(null)}
      >
        {reading.lines.map((line, l) => (
          <div role="row" key={l}>
            {[...line].map((ch, c) => {
              const cell: Cell = [l, c];
              const match = reading.confidence[l]?.[c] ?? 0;
              const isLow = match < LOW_CONFIDENCE;
              const isActive = active !== null && key(active) === key(cell);
              const label = t('picture.cell', { line: l + 1, column: c + 1, char: ch, match: Math.round(Math.max(0, match) * 100) });
              return (
                <span
                  key={c}
                  role="gridcell"
                  ref={refInto(cells, key(cell))}
                  tabIndex={key(cell) === stop ? 0 : -1}
                  aria-label={isLow ? `${label}${t('picture.cellLow')}` : label}
                  className={[isLow && 'low', isActive && 'active'].filter(Boolean).join(' ') || undefined}
                  onMouseEnter={() => onHover(cell)}
                  onFocus={() => {
                    setChosen(cell);
                    onFocus(cell);
                  }}
                  onBlur={() => onFocus(null)}
                  onKeyDown={(e) => onKeyDown(e, cell)}
                >
                  {ch}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <p id={`${id}-keys`} className="note">
        {t('picture.linesKeys')}
      </p>
      {low > 0 && <p className="note picture-low-note">{t('picture.lowNote', { count: low })}</p>}
    </>
  );
}
