import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { defineConfig, type Plugin } from 'vitest/config';

// wasm-pack's output, built by `npm run build:wasm` and ignored by git.
const mrzWasm = fileURLToPath(new URL('./pkg/mrz-wasm/mrz_wasm.js', import.meta.url));

/** A modulepreload for the page's chunk, which main.tsx imports only after the first picture. */
function preloadApp(): Plugin {
  return {
    name: 'preload-app-chunk',
    transformIndexHtml: {
      order: 'post',
      handler(_, { bundle }) {
        const app = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'app-main');
        return app ? [{ tag: 'link', attrs: { rel: 'modulepreload', href: `./${app.fileName}` }, injectTo: 'head' }] : [];
      },
    },
  };
}

export default defineConfig({
  // Relative asset URLs: dist/ works from any static server and any path.
  base: './',
  plugins: [react(), wasm(), preloadApp()],
  resolve: { alias: { 'mrz-wasm': mrzWasm } },
  // The WASM lives in the worker only; its module must get the plugin too.
  worker: { format: 'es', plugins: () => [wasm()] },
  // Top-level await (the WASM's ES module integration) needs a modern target.
  build: { target: 'esnext' },
  preview: { host: '127.0.0.1' },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
