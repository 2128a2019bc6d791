// The benchmark page: a separate build (dist-bench/) so the app ships no benchmark code.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from './vite.config.ts';

// The app's service worker has no place in the benchmark page.
const plugins = (app.plugins ?? []).flat().filter((p) => !(p && 'name' in p && p.name.startsWith('vite-plugin-pwa')));

const page = (name: string) => fileURLToPath(new URL(`./bench/${name}`, import.meta.url));

export default mergeConfig({ ...app, plugins }, {
  root: fileURLToPath(new URL('./bench', import.meta.url)),
  build: {
    outDir: fileURLToPath(new URL('./dist-bench', import.meta.url)),
    emptyOutDir: true,
    // The in-worker timings, and the page that gives the keystroke's floor.
    rollupOptions: { input: { index: page('index.html'), keys: page('keys.html') } },
  },
});
