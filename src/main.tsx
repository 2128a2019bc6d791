// The entry is small on purpose: the boot module starts the worker and its WebAssembly at once,
// and the page (React, i18next, the form) follows in a chunk of its own, fetched meanwhile.
import { firstPicture, initial } from './boot';
import './mrz-font.css';
import './styles.css';
import './shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The page's chunk is fetched at once (a modulepreload in index.html) but evaluated after the
// first picture, or after 300 ms at most: on a machine with two cores, evaluating it while the
// worker starts would hold back the picture.
const picture = Promise.race([firstPicture, new Promise((r) => setTimeout(r, 300))]);
void picture.then(() => import('./app-main')).then(({ mount }) => mount(root, initial));

// The service worker (built only for production) precaches the page for offline use. Registered
// after the first picture, so its downloads do not compete with it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void firstPicture.then(() => navigator.serviceWorker.register('./sw.js').catch(() => undefined));
}
