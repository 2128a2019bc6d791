// npm run package: the npm package and the Python wheel, built from this repo into
// target/packages/ (passport-mrz-<version>.tgz, passport_mrz-<version>-*.whl). Rebuilt only
// when the crates, the package's own files or this script changed.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { log, run } from './sh.mjs';
import { digest, record, upToDate } from './stamp.mjs';
import { ensureWasmTools, wasmToolchain } from './toolchain.mjs';
import { buildModule } from './wasm.mjs';

export const PACKAGES = 'target/packages';
const NPM_SOURCE = 'crates/mrz-wasm/npm';

/** The npm package's modules: compose and check at import, the rest loaded on first use. */
const NPM_MODULES = [
  { name: 'compose', feature: 'npm' },
  { name: 'render', feature: 'npm-render' },
  { name: 'chip', feature: 'npm-chip' },
  { name: 'read', feature: 'npm-read', simd: true },
  { name: 'sets', feature: 'scene', simd: true },
];

const version = (root) => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;

/** A virtual environment in target/ with maturin, made once: the wheel's build tool. */
function maturin(root) {
  const venv = join(root, 'target', 'py-build');
  const bin = join(venv, 'bin', 'maturin');
  if (!existsSync(bin)) {
    log('installing maturin into target/py-build (builds the Python wheel)');
    run('python3', ['-m', 'venv', venv]);
    run(join(venv, 'bin', 'pip'), ['install', '--quiet', 'maturin>=1.5,<2']);
  }
  return bin;
}

/** The Python wheel (abi3, CPython >= 3.9), built when missing or stale; its path. */
export function buildWheel(root) {
  const find = () => readdirSync(join(root, PACKAGES)).find((f) => f.startsWith(`passport_mrz-${version(root)}-`) && f.endsWith('.whl'));
  const stamp = join(root, PACKAGES, '.wheel-stamp');
  const inputs = digest(root, ['crates', 'Cargo.toml', 'Cargo.lock', 'scripts/lib/package.mjs']);
  mkdirSync(join(root, PACKAGES), { recursive: true });
  const built = find();
  if (built && upToDate(stamp, inputs)) {
    log(`${built} is up to date`);
    return join(root, PACKAGES, built);
  }
  for (const old of readdirSync(join(root, PACKAGES)).filter((f) => f.endsWith('.whl'))) rmSync(join(root, PACKAGES, old));
  run(maturin(root), ['build', '--profile', 'wheel', '--manifest-path', 'crates/mrz-py/Cargo.toml', '--out', PACKAGES], { cwd: root });
  record(stamp, inputs);
  const wheel = join(root, PACKAGES, find());
  log(`${wheel}: the Python wheel`);
  return wheel;
}

/** The npm package's tarball, built when missing or stale; its path. */
export function buildNpmPackage(root) {
  const tarball = join(root, PACKAGES, `passport-mrz-${version(root)}.tgz`);
  const stamp = join(root, PACKAGES, '.npm-stamp');
  const inputs = digest(root, ['crates', 'Cargo.toml', 'Cargo.lock', 'scripts/lib/package.mjs', 'scripts/lib/wasm.mjs']);
  if (existsSync(tarball) && upToDate(stamp, inputs)) {
    log(`${tarball} is up to date`);
    return tarball;
  }
  const stage = join(root, 'target', 'npm-package');
  rmSync(stage, { recursive: true, force: true });
  const wasmPack = ensureWasmTools(root);
  const toolchain = wasmToolchain();
  for (const m of NPM_MODULES) {
    const out = join(stage, 'wasm', m.name);
    buildModule(root, wasmPack, toolchain, { ...m, out, target: 'web' });
    // wasm-pack writes a package of its own around each module; the package is ours.
    for (const extra of ['package.json', '.gitignore', 'README.md', 'LICENSE']) rmSync(join(out, extra), { force: true });
  }
  for (const file of readdirSync(join(root, NPM_SOURCE))) cpSync(join(root, NPM_SOURCE, file), join(stage, file));
  cpSync(join(root, 'LICENSE'), join(stage, 'LICENSE'));
  const manifest = JSON.parse(readFileSync(join(stage, 'package.json'), 'utf8'));
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify({ ...manifest, version: version(root) }, null, 2)}\n`);
  mkdirSync(join(root, PACKAGES), { recursive: true });
  run('npm', ['pack', '--pack-destination', join(root, PACKAGES)], { cwd: stage });
  record(stamp, inputs);
  log(`${tarball}: the npm package`);
  return tarball;
}

/** The packages' sizes for the bench: the tarball, the wheel, each npm module's WebAssembly gzip. */
export function packageSizes(root) {
  const sizes = {
    npm_tarball_bytes: statSync(buildNpmPackage(root)).size,
    wheel_bytes: statSync(buildWheel(root)).size,
  };
  for (const { name } of NPM_MODULES) {
    const wasm = readFileSync(join(root, 'target', 'npm-package', 'wasm', name, `${name}_bg.wasm`));
    sizes[`npm_wasm_${name}_gzip_bytes`] = gzipSync(wasm, { level: 9 }).length;
  }
  return sizes;
}
