import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import wasm from 'vite-plugin-wasm';
import { defineConfig, type Plugin } from 'vitest/config';
import { MRZ_FONT_ALIAS, MRZ_FONT_FILE, mrzFont } from './scripts/vite/mrz-font.ts';
import { projectLinks } from './src/page/project-links.ts';

// wasm-pack's output, built by `npm run build:wasm` and ignored by git.
const mrzWasm = fileURLToPath(new URL('./pkg/mrz-wasm/mrz_wasm.js', import.meta.url));
// The test-set panel's module, built beside it and loaded only by the panel's workers.
const mrzWasmScene = fileURLToPath(new URL('./pkg/mrz-wasm-scene/mrz_wasm_scene.js', import.meta.url));

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

/**
 * What the built page may load and run: its own scripts, workers and WebAssembly, nothing inline
 * and nothing from elsewhere. Not in development, whose server injects inline scripts.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "img-src 'self' blob: data:",
  "style-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

// The footer's addresses, from package.json at build time: a fork shows its own. Only these three
// strings reach the bundle, not the whole package.json.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as Parameters<typeof projectLinks>[0];

export default defineConfig({
  define: { __PROJECT_LINKS__: JSON.stringify(projectLinks(pkg)) },
  // Relative asset URLs: dist/ works from any static server and any path.
  base: './',
  plugins: [
    react(),
    wasm(),
    preloadApp(),
    mrzFont(),
    contentSecurityPolicy(),
    // A service worker that precaches the whole build, so the page works offline after the first
    // visit. main.tsx registers it (no inline script: the policy forbids them).
    VitePWA({
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{html,js,css,wasm,json,woff2,svg,ico,png}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: { alias: { 'mrz-wasm': mrzWasm, 'mrz-wasm-scene': mrzWasmScene, [MRZ_FONT_ALIAS]: MRZ_FONT_FILE } },
  // The WASM lives in the worker only; its module must get the plugin too.
  worker: { format: 'es', plugins: () => [wasm()] },
  // Top-level await (the WASM's ES module integration) needs a modern target.
  build: { target: 'esnext' },
  preview: { host: '127.0.0.1' },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
