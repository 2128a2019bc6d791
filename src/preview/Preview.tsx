import { useLayoutEffect, useRef } from 'react';
import type { Rendered } from '../mrz-client';

/**
 * The MRZ picture the worker drew. The bitmap is handed to the canvas without a copy
 * (`bitmaprenderer`); the two lines are the image's accessible name.
 */
export function Preview({ result, loading = 'loading...' }: { result: Rendered | null; loading?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const shown = useRef<ImageBitmap | null>(null);

  useLayoutEffect(() => {
    const target = canvas.current;
    // A bitmap can be transferred once; a second effect run (StrictMode) must not retry.
    if (!target || !result || shown.current === result.bitmap) return;
    shown.current = result.bitmap;
    target.width = result.bitmap.width;
    target.height = result.bitmap.height;
    target.getContext('bitmaprenderer')?.transferFromImageBitmap(result.bitmap);
  }, [result]);

  if (!result) {
    return <p className="preview-loading">{loading}</p>;
  }
  return (
    <canvas ref={canvas} className="preview-image" role="img" aria-label={result.lines.join('\n')} />
  );
}
