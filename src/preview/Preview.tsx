import { useLayoutEffect, useRef } from 'react';
import { previewPainter } from './painter';

/**
 * The MRZ picture the worker drew: the painter's canvas, placed here. The canvas lives outside
 * React (the boot module may have painted it already); its accessible name is the two lines.
 */
export function Preview({ ready, aspect, loading = 'loading...' }: { ready: boolean; aspect: string; loading?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    slot.current?.append(previewPainter().canvas);
  }, []);
  return (
    <>
      {!ready && <p className="preview-loading">{loading}</p>}
      {/* As tall as the picture will be, before it is: nothing moves when it comes. */}
      <div ref={slot} className="preview-slot" style={{ aspectRatio: aspect }} />
    </>
  );
}
