import type { Fields } from 'mrz-wasm';
import { Suspense } from 'react';
import { Page } from './page/Page';

/** Until the translations arrive, the grey bar alone holds the place of the page. */
export function App({ initial }: { initial: Fields }) {
  return (
    <Suspense fallback={<div className="top-bar" />}>
      <Page initial={initial} />
    </Suspense>
  );
}
