// The benchmark page: a separate build (dist-bench/) so the app ships no benchmark code.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from './vite.config';

export default mergeConfig(app, {
  root: fileURLToPath(new URL('./bench', import.meta.url)),
  build: { outDir: fileURLToPath(new URL('./dist-bench', import.meta.url)), emptyOutDir: true },
});
