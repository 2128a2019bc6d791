import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PictureReading } from '../../pkg/mrz-wasm-read/mrz_wasm_read';

type Quad = PictureReading['quad'];
import { cellKey, LOW_CONFIDENCE, type Cell } from './cells';
import { ReadLines } from './ReadLines';

/** The longest side the picture is drawn at: sharp on a wide screen, and a 50-megapixel photo
 * does not take a second 200 MB in the page. */
const DRAWN_SIDE = 2048;

const points = (q: Quad) => q.map(([x, y]) => `${x},${y}`).join(' ');

/** The picture scaled to fit, drawn once into a canvas of at most DRAWN_SIDE a side. */
function usePictureCanvas(picture: ImageBitmap) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const c = canvas.current;
    const scale = Math.min(1, DRAWN_SIDE / Math.max(picture.width, picture.height));
    if (!c) return;
    c.width = Math.max(1, Math.round(picture.width * scale));
    c.height = Math.max(1, Math.round(picture.height * scale));
    c.getContext('2d')?.drawImage(picture, 0, 0, c.width, c.height);
  }, [picture]);
  return canvas;
}

/**
 * A picture given to the checker, scaled to fit (a phone's width too), with the zone outlined
 * and, under it, the lines read. A character pointed at or focused in the lines lights its box
 * up in the picture; a box pointed at lights its character up, and a click on it gives the
 * character the focus. Hard-to-read characters are marked in both. A zone found too blurred to
 * read (`unclear`) is outlined dashed, with nothing under it.
 */
export function PictureView({ picture, reading, unclear }: { picture: ImageBitmap; reading: PictureReading | null; unclear: Quad | null }) {
  const { t } = useTranslation();
  const canvas = usePictureCanvas(picture);
  const [hovered, setHovered] = useState<Cell | null>(null);
  const [focused, setFocused] = useState<Cell | null>(null);
  const cells = useRef(new Map<string, HTMLElement>()).current;
  const active = hovered ?? focused;
  const { width, height } = picture;
  const activeBox = active && reading?.boxes[active[0]]?.[active[1]];

  return (
    <figure className="picture-view">
      <div className="picture-frame" style={{ '--ratio': width / height } as CSSProperties}>
        <canvas ref={canvas} role="img" aria-label={t(reading ? 'picture.shownRead' : unclear ? 'picture.shownUnclear' : 'picture.shown', { width, height })} />
        {!reading && unclear && (
          <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
            <polygon className="picture-zone unclear" points={points(unclear)} />
          </svg>
        )}
        {reading && (
          // The boxes repeat the lines below, which say all of it in words.
          <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" onMouseLeave={() => setHovered(null)}>
            <polygon className="picture-zone" points={points(reading.quad)} />
            {reading.boxes.map((line, l) =>
              line.map((box, c) => (
                <polygon
                  key={`${l}:${c}`}
                  className={(reading.confidence[l]?.[c] ?? 0) < LOW_CONFIDENCE ? 'picture-box low' : 'picture-box'}
                  points={points(box)}
                  onMouseEnter={() => setHovered([l, c])}
                  onClick={() => cells.get(cellKey([l, c]))?.focus()}
                />
              )),
            )}
            {activeBox && <polygon className="picture-box active" points={points(activeBox)} />}
          </svg>
        )}
      </div>
      {reading && <ReadLines reading={reading} active={active} onHover={setHovered} onFocus={setFocused} cells={cells} />}
    </figure>
  );
}
