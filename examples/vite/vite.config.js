import { defineConfig } from 'vite';

export default defineConfig({
  // The package finds its WebAssembly beside its modules (new URL(..., import.meta.url)), which
  // Vite's dependency pre-bundling would move away from them in `vite dev`.
  optimizeDeps: { exclude: ['passport-mrz'] },
  build: { target: 'es2022' },
});
