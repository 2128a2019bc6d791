import { useLayoutEffect, useRef } from 'react';
import { previewPainter } from './painter';

/**
 * The MRZ picture the worker drew: the painter's canvas, placed here. The canvas lives outside
 * React (the boot module may have painted it already); its accessible name is the two lines.
 */
export function Preview({ ready, loading = 'loading...' }: { ready: boolean; loading?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.append(previewPainter().canvas);
  }, []);
  return (
    <>
      {!ready && <p className="preview-loading">{loading}</p>}
      <div ref={slot} className="preview-slot" />
    </>
  );
}
