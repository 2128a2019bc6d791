// Imported first by main.tsx, so it runs before React and i18next are evaluated: it reads the
// form's first values and starts the worker and its WebAssembly at once. The page's own first
// request, for the same fields, joins this one.
import { render } from './mrz-client';
import { startupFields } from './state/startup';

export const initial = startupFields();
void render(initial);
