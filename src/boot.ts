// Imported first by main.tsx, so it runs before React and i18next are evaluated: it reads the
// form's first values, starts the worker and its WebAssembly at once, and paints the first
// picture into the page's shell (index.html) if it comes before the page has mounted. The
// page's own first request, for the same fields, joins this one.
import { previewPainter } from './preview/painter';
import { blankLines, zoneAspect } from './preview/reserve';
import { showFields } from './preview/show';
import { startupFields } from './state/startup';

export const initial = startupFields();
const painter = previewPainter();
const frame = document.getElementById('boot-preview');
const text = document.getElementById('boot-text');
// The boxes at their final size before the picture: nothing moves when it comes.
if (frame) frame.style.aspectRatio = zoneAspect(initial.format);
if (text) text.textContent = blankLines(initial.format);
document.getElementById('boot-card')?.classList.add('sized');
frame?.append(painter.canvas);
/** Settles when the first picture is painted, or could not be. */
export const firstPicture: Promise<unknown> = showFields(painter, initial)
  .then((shown) => {
    if (shown && text) text.textContent = shown.lines.join('\n');
  })
  .catch(() => undefined);
