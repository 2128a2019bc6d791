// Build the binding crate into its four modules with wasm-pack, shrink each with wasm-opt, and
// write the core's format table beside the page's (formats.json, imported by the page):
// pkg/mrz-wasm (feature `page`), what the preview needs at first paint; pkg/mrz-wasm-scene
// (feature `scene`), the test-set panel's scenes and encoders, loaded only by its workers;
// pkg/mrz-wasm-read (feature `read`), the checker's picture reader, loaded only by its worker; and
// pkg/mrz-wasm-chip (feature `chip`), the chip panel's keys, loaded by the page's worker when the
// panel is first opened.
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWasmTools, wasmToolchain } from './toolchain.mjs';
import { digest, record, upToDate } from './stamp.mjs';
import { log, run } from './sh.mjs';

export const PKG = 'pkg/mrz-wasm';
export const SCENE_PKG = 'pkg/mrz-wasm-scene';
export const READ_PKG = 'pkg/mrz-wasm-read';
export const CHIP_PKG = 'pkg/mrz-wasm-chip';
const MODULES = [
  // Built for size: it is the first paint's download, and its one hot path, a preview's glyphs,
  // keeps well within its budget so (docs/toolchain.md).
  { pkg: PKG, name: 'mrz_wasm', feature: 'page', optLevel: 's' },
  // With 128-bit SIMD (in every browser since 2021): the scenes' filters and zlib-rs's match
  // search use it; a clean record's picture takes a third less time (docs/toolchain.md). The
  // page's module stays without, as it was measured.
  { pkg: SCENE_PKG, name: 'mrz_wasm_scene', feature: 'scene', simd: true },
  // The reader's matching is sums of products over every character's cell: SIMD's kind of work.
  { pkg: READ_PKG, name: 'mrz_wasm_read', feature: 'read', simd: true },
  // The chip panel's keys: loaded by the page's worker when the panel is first opened.
  { pkg: CHIP_PKG, name: 'mrz_wasm_chip', feature: 'chip' },
];
const FORMATS = `${PKG}/formats.json`;
const WRITE_FORMATS = 'scripts/write-formats.mjs';

/**
 * Rebuild only when the crates, the lock file or the build scripts changed. The format table is
 * part of the build: written after every rebuild, and again when only it has gone missing.
 */
export function buildWasm(root) {
  const stamp = join(root, PKG, '.build-stamp');
  const inputs = digest(root, ['crates', 'Cargo.toml', 'Cargo.lock', 'scripts/lib/wasm.mjs', WRITE_FORMATS]);
  const built = MODULES.every((m) => existsSync(join(root, m.pkg, `${m.name}_bg.wasm`)));
  if (built && upToDate(stamp, inputs)) {
    if (!existsSync(join(root, FORMATS))) writeFormats(root);
    log(`${MODULES.map((m) => m.pkg).join(' and ')} are up to date`);
    return;
  }
  const wasmPack = ensureWasmTools(root);
  const toolchain = wasmToolchain();
  for (const m of MODULES) buildModule(root, wasmPack, toolchain, { ...m, out: join(root, m.pkg), target: 'bundler' });
  writeFormats(root);
  record(stamp, inputs);
}

/**
 * One module of crates/mrz-wasm: `feature` built by wasm-pack for `target` (`bundler` for the
 * page, `web` for the npm package) into `out` as `name`, with SIMD when `simd` and at Cargo's
 * `optLevel` when given (else the release profile's), then shrunk with wasm-opt.
 */
export function buildModule(root, wasmPack, toolchain, { out, name, feature, simd, optLevel, target }) {
  const env = {
    ...process.env,
    ...toolchain.env,
    // Its own target folder: the wasm build may use another rustc than the native tests; and
    // one per set of flags, so that a module never rebuilds another's (the two SIMD modules
    // share one: cargo keeps each feature set's build apart).
    CARGO_TARGET_DIR: join(root, 'target', `wasm${simd ? '-simd' : ''}${optLevel ? `-${optLevel}` : ''}`),
    ...(simd ? { RUSTFLAGS: '-C target-feature=+simd128' } : {}),
    ...(optLevel ? { CARGO_PROFILE_RELEASE_OPT_LEVEL: optLevel } : {}),
  };
  log(`building ${out} (${toolchain.mode})`);
  rmSync(out, { recursive: true, force: true });
  const args = ['build', 'crates/mrz-wasm', '--release', '--target', target, '--no-opt'];
  args.push('--mode', 'force', '--out-dir', out, '--out-name', name);
  const features = ['--no-default-features', '--features', feature];
  run(wasmPack, [...args, '--', ...features, ...toolchain.cargoArgs], { cwd: root, env });
  optimize(root, join(out, `${name}_bg.wasm`));
}

/** The core's `formats()`, read from the package just built, as JSON for the page. */
function writeFormats(root) {
  run(process.execPath, ['--experimental-wasm-modules', '--no-warnings', join(root, WRITE_FORMATS)], { cwd: root });
  log(`${FORMATS}: the core's format table`);
}

/** wasm-opt -Oz from the binaryen npm package: measured smaller and no slower (docs/toolchain.md). */
function optimize(root, wasm) {
  const before = statSync(wasm).size;
  run(join(root, 'node_modules', '.bin', 'wasm-opt'), ['-Oz', wasm, '-o', wasm]);
  log(`wasm-opt: ${before} -> ${statSync(wasm).size} bytes`);
}
