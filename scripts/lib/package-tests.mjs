// The packages' tests, run on the built files as a user installs them: the npm tarball installed
// into a fresh project in the system's temporary folder, and tests/packages/npm.test.mjs run
// there with Node's own test runner, against the `mrz` command built from the same crates; and
// the examples, each a fresh copy with the tarball installed.
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, run, runTee } from './sh.mjs';

/** The `mrz` command as the Rust steps left it: the newer of the debug and release builds. */
export function mrzCommand(root) {
  const built = ['debug', 'release'].map((p) => join(root, 'target', p, 'mrz')).filter((p) => existsSync(p));
  if (built.length === 0) throw new Error('no mrz command built: run cargo build -p mrz-cli first');
  return built.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
}

/** Installs `tarball` into a new project and runs the npm package's tests there; how many passed. */
export async function testNpmPackage(root, tarball) {
  const project = mkdtempSync(join(tmpdir(), 'passport-mrz-npm-'));
  try {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'npm-package-test', private: true, type: 'module' }));
    run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error', tarball], { cwd: project });
    copyFileSync(join(root, 'tests', 'packages', 'npm.test.mjs'), join(project, 'npm.test.mjs'));
    log(`npm package: its tests, installed in ${project}`);
    const env = { ...process.env, MRZ_COMMAND: mrzCommand(root), MRZ_TESTDATA: join(root, 'testdata') };
    const out = await runTee(process.execPath, ['--test', 'npm.test.mjs'], { cwd: project, env });
    return Number(out.match(/# pass (\d+)/)?.[1] ?? 0);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** Installs `wheel` with pytest into a new virtual environment and runs the Python package's
 * tests there; how many passed. */
export async function testWheel(root, wheel) {
  const venv = mkdtempSync(join(tmpdir(), 'passport-mrz-py-'));
  try {
    run('python3', ['-m', 'venv', venv]);
    run(join(venv, 'bin', 'pip'), ['install', '--quiet', wheel, 'pytest']);
    log(`Python package: its tests, installed in ${venv}`);
    const env = { ...process.env, MRZ_COMMAND: mrzCommand(root), MRZ_TESTDATA: join(root, 'testdata') };
    const test = join(root, 'tests', 'packages', 'test_python.py');
    // From the environment's folder, so that the package imported is the installed one.
    const out = await runTee(join(venv, 'bin', 'python'), ['-m', 'pytest', '-q', '-rs', '-p', 'no:cacheprovider', test], { cwd: venv, env });
    return Number(out.match(/(\d+) passed/)?.[1] ?? 0);
  } finally {
    rmSync(venv, { recursive: true, force: true });
  }
}

/** A copy of examples/`name` in a new folder, its package taken from `tarball`. */
function exampleCopy(root, name, tarball) {
  const dir = mkdtempSync(join(tmpdir(), `passport-mrz-example-${name}-`));
  cpSync(join(root, 'examples', name), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  manifest.dependencies['passport-mrz'] = `file:${tarball}`;
  // The build tools are the repo's own (no download): only the package is installed.
  delete manifest.devDependencies;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir });
  return dir;
}

/**
 * examples/node run, and examples/vite built with the repo's Vite and again with its webpack, each
 * build opened in Chromium, all with the packed tarball: how many of the three did what they say.
 */
export async function testExamples(root, tarball, chromiumPath) {
  const node = exampleCopy(root, 'node', tarball);
  const vite = exampleCopy(root, 'vite', tarball);
  try {
    const said = await runTee(process.execPath, ['index.js'], { cwd: node });
    if (!said.includes('valid: true') || !said.includes('5 photos in out/')) throw new Error('examples/node did not compose, check and make its photos');
    symlinkSync(join(root, 'node_modules', 'vite'), join(vite, 'node_modules', 'vite'), 'dir');
    run(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: vite });
    await browse(root, vite, 'dist', chromiumPath);
    // The same page bundled by webpack: its script a classic one, as webpack writes it.
    const webpack = [join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production', '--entry', './main.js', '--output-path', 'dist-webpack'];
    run(process.execPath, webpack, { cwd: vite });
    const html = readFileSync(join(vite, 'index.html'), 'utf8').replace('<script type="module" src="/main.js">', '<script src="main.js">');
    writeFileSync(join(vite, 'dist-webpack', 'index.html'), html);
    await browse(root, vite, 'dist-webpack', chromiumPath);
    log('examples: node ran; the vite example built with Vite and with webpack, each ran in Chromium');
    return 3;
  } finally {
    rmSync(node, { recursive: true, force: true });
    rmSync(vite, { recursive: true, force: true });
  }
}

/** The example's build in `outDir` served and opened: it composes as typed and reads a picture. */
async function browse(root, dir, outDir, chromiumPath) {
  const { chromium } = await import(join(root, 'node_modules', '@playwright', 'test', 'index.mjs'));
  const { preview } = await import(join(root, 'node_modules', 'vite', 'dist', 'node', 'index.js'));
  const server = await preview({ root: dir, configFile: false, build: { outDir }, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const page = await browser.newPage();
    await page.goto(server.resolvedUrls.local[0]);
    await page.locator('#surname').fill('DOE');
    await page.locator('#lines', { hasText: 'P<UTODOE<<ANNA' }).waitFor({ timeout: 20_000 });
    await page.locator('#zone svg').waitFor();
    const png = join(dir, 'zone.png');
    const { render } = await import(join(dir, 'node_modules', 'passport-mrz', 'index.js'));
    writeFileSync(png, await render(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']));
    await page.locator('#picture').setInputFiles(png);
    await page.locator('#read', { hasText: 'td3, valid' }).waitFor({ timeout: 30_000 });
  } finally {
    await browser.close();
    await new Promise((done) => server.httpServer.close(done));
  }
}
