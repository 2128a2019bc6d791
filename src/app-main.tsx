// The page itself: React, i18next and the form. Loaded by main.tsx after the boot module has
// started the worker, so the two load side by side.
import type { Fields } from 'mrz-wasm';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { i18nReady } from './i18n';

export function mount(root: HTMLElement, initial: Fields): void {
  // Rendered once the translations are in: a first render that suspended would make React
  // hold the page back for its fallback's minimum display time (300 ms). As a transition, the
  // render yields now and then, so the worker's first picture is painted into the shell.
  void i18nReady.finally(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App initial={initial} />
        </StrictMode>,
      ),
    ),
  );
}
