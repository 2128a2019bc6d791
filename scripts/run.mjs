// One entry for every npm script: installs what is missing, then builds, serves or tests.
// Uses Node's built-ins only, so it runs on a fresh clone before `npm ci`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/browser.mjs';
import { ensureNodeModules } from './lib/npm.mjs';
import { readFileSync } from 'node:fs';
import { log, run, runTee, SetupError } from './lib/sh.mjs';
import { hostCargo, toolPath } from './lib/toolchain.mjs';
import { runBench } from './lib/bench.mjs';
import { buildNpmPackage, buildWheel } from './lib/package.mjs';
import { mrzCommand, testExamples, testNpmPackage, testWheel } from './lib/package-tests.mjs';
import { buildWasm } from './lib/wasm.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = { ...process.env, PATH: toolPath() };

function build() {
  ensureNodeModules(root);
  buildWasm(root);
  run(bin('tsc'), ['-b'], { cwd: root });
  run(bin('vite'), ['build'], { cwd: root });
}

/** Runs the Rust checks and tests; returns how many tests passed. */
async function rustChecks() {
  const cargo = hostCargo();
  run(cargo, ['fmt', '--all', '--check'], { cwd: root, env });
  run(cargo, ['clippy', '--workspace', '--all-targets', '--', '-D', 'warnings'], { cwd: root, env });
  // The bench's build, with the mrz crate beside ours: checked here too, so that a change it
  // does not compile with (a new format) is not first seen by `npm run bench`.
  run(cargo, ['clippy', '-p', 'mrz-cli', '--all-targets', '--features', 'peer', '--', '-D', 'warnings'], { cwd: root, env });
  const out = await runTee(cargo, ['test', '--workspace'], { cwd: root, env });
  return [...out.matchAll(/test result: \w+\. (\d+) passed/g)].reduce((n, m) => n + Number(m[1]), 0);
}

const report = (file) => JSON.parse(readFileSync(join(root, 'node_modules', '.tmp', file), 'utf8'));

const commands = {
  setup() {
    ensureNodeModules(root);
    buildWasm(root);
    ensureChromium();
  },
  wasm() {
    ensureNodeModules(root);
    buildWasm(root);
  },
  build,
  /** The npm package and the Python wheel, into target/packages/. */
  package() {
    ensureNodeModules(root);
    buildNpmPackage(root);
    buildWheel(root);
  },
  start() {
    build();
    const port = process.env.PORT ?? '4173';
    log(`serving the built app at http://localhost:${port}/ (Ctrl+C to stop)`);
    run(bin('vite'), ['preview', '--port', port, '--strictPort'], { cwd: root });
  },
  async bench() {
    build();
    run(bin('vite'), ['build', '--config', 'vite.bench.config.ts'], { cwd: root });
    const missed = await runBench(root, ensureChromium());
    if (missed > 0) log(`${missed} budget line(s) missed`);
  },
  /** The fuzz targets at volume, in release mode: MRZ_FUZZ_CASES inputs each (100,000 unless set; fewer for the slow ones). */
  fuzz() {
    const cases = process.env.MRZ_FUZZ_CASES ?? '100000';
    log(`fuzz: ${cases} inputs per target`);
    const fuzzEnv = { ...env, MRZ_FUZZ_CASES: cases };
    run(hostCargo(), ['test', '--release', '-p', 'mrz-render', '--test', 'fuzz', '--', '--nocapture', '--test-threads', '2'], { cwd: root, env: fuzzEnv });
    // `mrz read`'s decoders and the reader (a fifth and a tenth as many: see the file).
    run(hostCargo(), ['test', '--release', '-p', 'mrz-cli', '--test', 'fuzz_read', '--', '--nocapture', '--test-threads', '2'], { cwd: root, env: fuzzEnv });
  },
  async test() {
    ensureNodeModules(root);
    const chromium = ensureChromium();
    const rust = await rustChecks();
    build();
    // The `mrz` command the Rust steps built, for the tests that compare a set with its sets.
    const withMrz = { ...env, MRZ_COMMAND: mrzCommand(root) };
    run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', '--outputFile=node_modules/.tmp/vitest.json'], { cwd: root, env: withMrz });
    // The packages as a user installs them: built, installed into fresh projects, tested there.
    const tarball = buildNpmPackage(root);
    const packages =
      (await testNpmPackage(root, tarball)) + (await testExamples(root, tarball, chromium)) + (await testWheel(root, buildWheel(root)));
    const e2eEnv = { ...withMrz, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: 'node_modules/.tmp/playwright.json' };
    run(bin('playwright'), ['test', '--reporter=list,json'], { cwd: root, env: e2eEnv });
    const unit = report('vitest.json').numPassedTests;
    const { expected, flaky } = report('playwright.json').stats;
    const e2e = expected + flaky;
    // A browser test that passed only on its second try (playwright.config.ts) is said so.
    const second = flaky ? ` (${flaky} on a second try)` : '';
    log(`cargo ${rust}, vitest ${unit}, packages ${packages}, Playwright ${e2e}${second}`);
    // The one closing line for every layer; a failure stopped the run before this.
    console.log(`${rust + unit + packages + e2e} passed${second}, 0 failed`);
  },
};

const name = process.argv[2];
try {
  if (!commands[name]) throw new SetupError(`unknown command ${name}; use ${Object.keys(commands).join(', ')}`);
  await commands[name]();
} catch (error) {
  if (!(error instanceof SetupError)) throw error;
  console.error(`\n[passport-mrz] ${error.message}`);
  process.exit(1);
}
