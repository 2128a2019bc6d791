// The Rust toolchain that builds wasm32, chosen by itself: rustup's wasm32 target when there
// is one (a person's own machine), otherwise Debian's Rust with the standard library built from
// source (these machines, where rustup cannot download targets). See docs/toolchain.md.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { aptInstall, capture, log, run, SetupError, which } from './sh.mjs';

const TARGET = 'wasm32-unknown-unknown';
const cargoBin = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin');

/** PATH with cargo's install folder, so tools installed by `cargo install` are found. */
export const toolPath = (first = []) =>
  [...first, cargoBin, ...(process.env.PATH ?? '').split(delimiter)].join(delimiter);

/** The cargo used for native builds and tests. */
export function hostCargo() {
  const cargo = which('cargo', toolPath()) ?? which('/usr/bin/cargo');
  if (!cargo) {
    throw new SetupError('no Rust toolchain: install one from https://rustup.rs (or apt-get install cargo-web rustc-web)');
  }
  return cargo;
}

function rustupWithTarget() {
  const rustup = which('rustup', toolPath());
  if (!rustup) return false;
  if (capture(rustup, ['target', 'list', '--installed'])?.split('\n').includes(TARGET)) return true;
  log(`trying rustup target add ${TARGET}`);
  const added = capture(rustup, ['target', 'add', TARGET], { timeout: 180_000 }) !== null;
  if (!added) log('rustup could not add the target (offline?); using Debian Rust with build-std');
  return added;
}

function llvmMajor(rustc) {
  return capture(rustc, ['-vV'])?.match(/LLVM version: (\d+)/)?.[1];
}

/** Debian's rustc/cargo 1.9x, their standard library source, and a wasm-ld of the same LLVM. */
function debianBuildStd() {
  const rustc = '/usr/bin/rustc';
  const librarySrc = '/usr/lib/rustlib/src/rust/library';
  if (!which(rustc) || !which('/usr/bin/cargo') || !existsSync(librarySrc)) {
    aptInstall(['rustc-web', 'cargo-web', 'rust-web-src'], `building ${TARGET} without rustup`);
  }
  const major = llvmMajor(rustc);
  if (!major) throw new SetupError(`${rustc} does not report its LLVM version`);
  const wasmLd = `/usr/lib/llvm-${major}/bin/wasm-ld`;
  if (!which(wasmLd)) aptInstall([`lld-${major}`], `linking ${TARGET} with LLVM ${major}`);
  return {
    mode: 'debian-build-std',
    env: {
      PATH: toolPath(['/usr/bin']),
      RUSTC: rustc,
      RUSTC_BOOTSTRAP: '1',
      CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER: wasmLd,
    },
    cargoArgs: ['-Zbuild-std=std,panic_abort'],
  };
}

/**
 * How to run cargo for wasm32: extra environment and extra `cargo build` arguments.
 * MRZ_WASM_TOOLCHAIN=rustup or =debian forces one path (to test both on one machine).
 */
export function wasmToolchain() {
  const forced = process.env.MRZ_WASM_TOOLCHAIN;
  if (forced && !['rustup', 'debian'].includes(forced)) {
    throw new SetupError(`MRZ_WASM_TOOLCHAIN must be rustup or debian, not ${forced}`);
  }
  const rustup = { mode: 'rustup', env: { PATH: toolPath() }, cargoArgs: [] };
  if (forced === 'rustup') return rustup;
  if (forced !== 'debian' && rustupWithTarget()) return rustup;
  return debianBuildStd();
}

function lockedVersion(root, crate) {
  const lock = readFileSync(join(root, 'Cargo.lock'), 'utf8');
  const version = lock.match(new RegExp(`name = "${crate}"\\nversion = "([^"]+)"`))?.[1];
  if (!version) throw new SetupError(`${crate} is not in Cargo.lock`);
  return version;
}

/** `cargo install`, locked first; unlocked when the lock names a version the registry lacks. */
function cargoInstall(crate, version) {
  const args = ['install', crate, ...(version ? ['--version', version] : [])];
  try {
    run(hostCargo(), [...args, '--locked'], { env: { ...process.env, PATH: toolPath() } });
  } catch {
    log(`${crate}: its lock file asks for a crate this registry lacks; resolving afresh`);
    run(hostCargo(), args, { env: { ...process.env, PATH: toolPath() } });
  }
}

/** wasm-bindgen's CLI at exactly the crate's version, and wasm-pack; returns wasm-pack's path. */
export function ensureWasmTools(root) {
  const version = lockedVersion(root, 'wasm-bindgen');
  const bindgen = which('wasm-bindgen', toolPath());
  if (!bindgen || !capture(bindgen, ['--version'])?.includes(version)) {
    log(`installing wasm-bindgen-cli ${version} (matches the wasm-bindgen crate)`);
    cargoInstall('wasm-bindgen-cli', version);
  }
  if (!which('wasm-pack', toolPath())) {
    log('installing wasm-pack');
    cargoInstall('wasm-pack');
  }
  return which('wasm-pack', toolPath());
}
