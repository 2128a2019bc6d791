// Imported first by main.tsx, so it runs before React and i18next are evaluated: it reads the
// form's first values, starts the worker and its WebAssembly at once, and paints the first
// picture into the page's shell (index.html) if it comes before the page has mounted. The
// page's own first request, for the same fields, joins this one.
import { previewPainter } from './preview/painter';
import { showFields } from './preview/show';
import { startupFields } from './state/startup';

export const initial = startupFields();
const painter = previewPainter();
document.getElementById('boot-preview')?.append(painter.canvas);
/** Settles when the first picture is painted, or could not be. */
export const firstPicture: Promise<unknown> = showFields(painter, initial).catch(() => undefined);
