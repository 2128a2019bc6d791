// Build the binding crate into pkg/mrz-wasm with wasm-pack, shrink it with wasm-opt, and write
// the core's format table beside it (formats.json, imported by the page).
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWasmTools, wasmToolchain } from './toolchain.mjs';
import { digest, record, upToDate } from './stamp.mjs';
import { log, run } from './sh.mjs';

export const PKG = 'pkg/mrz-wasm';
const WASM = `${PKG}/mrz_wasm_bg.wasm`;
const FORMATS = `${PKG}/formats.json`;
const WRITE_FORMATS = 'scripts/write-formats.mjs';

/**
 * Rebuild only when the crates, the lock file or the build scripts changed. The format table is
 * part of the build: written after every rebuild, and again when only it has gone missing.
 */
export function buildWasm(root) {
  const stamp = join(root, PKG, '.build-stamp');
  const inputs = digest(root, ['crates', 'Cargo.toml', 'Cargo.lock', 'scripts/lib/wasm.mjs', WRITE_FORMATS]);
  if (upToDate(stamp, inputs)) {
    if (!existsSync(join(root, FORMATS))) writeFormats(root);
    log(`${PKG} is up to date`);
    return;
  }
  const wasmPack = ensureWasmTools(root);
  const toolchain = wasmToolchain();
  log(`building ${PKG} (${toolchain.mode})`);
  rmSync(join(root, PKG), { recursive: true, force: true });
  const env = {
    ...process.env,
    ...toolchain.env,
    // Its own target folder: the wasm build may use another rustc than the native tests.
    CARGO_TARGET_DIR: join(root, 'target', 'wasm'),
  };
  const args = ['build', 'crates/mrz-wasm', '--release', '--target', 'bundler', '--no-opt'];
  args.push('--mode', 'force', '--out-dir', join(root, PKG), '--out-name', 'mrz_wasm');
  run(wasmPack, [...args, '--', ...toolchain.cargoArgs], { cwd: root, env });
  optimize(root);
  writeFormats(root);
  record(stamp, inputs);
}

/** The core's `formats()`, read from the package just built, as JSON for the page. */
function writeFormats(root) {
  run(process.execPath, ['--experimental-wasm-modules', '--no-warnings', join(root, WRITE_FORMATS)], { cwd: root });
  log(`${FORMATS}: the core's format table`);
}

/** wasm-opt -Oz from the binaryen npm package: measured smaller and no slower (docs/toolchain.md). */
function optimize(root) {
  const wasm = join(root, WASM);
  const before = statSync(wasm).size;
  run(join(root, 'node_modules', '.bin', 'wasm-opt'), ['-Oz', wasm, '-o', wasm]);
  log(`wasm-opt: ${before} -> ${statSync(wasm).size} bytes`);
}
