// The Python package's test sets against `mrz batch`, on one core, in turn in one run: records a
// second through TestSet (each record made, its file decoded into a numpy array) and through
// `mrz batch --threads 1` (each record made and written to disk), for clean strips and for phone
// photos as JPEG. The budget: TestSet within 1.3 times of the command.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { capture, log, run } from './sh.mjs';
import { buildWheel } from './package.mjs';

const CASES = [
  { key: 'clean', count: 2000, flags: [], kwargs: '' },
  { key: 'photo', count: 300, flags: ['--realism', 'photo', '--image', 'jpeg'], kwargs: ', realism="photo", image="jpeg"' },
];
// Five rounds in turn: on a shared machine one round of three moved the photo ratio from 1.1 to 1.36.
const ROUNDS = 5;

/** A virtual environment with the wheel just built, kept in target/ between benches. */
function venv(root) {
  const dir = join(root, 'target', 'py-bench');
  if (!existsSync(join(dir, 'bin', 'python'))) run('python3', ['-m', 'venv', dir]);
  run(join(dir, 'bin', 'pip'), ['install', '--quiet', '--force-reinstall', '--no-deps', buildWheel(root)]);
  run(join(dir, 'bin', 'pip'), ['install', '--quiet', 'numpy']);
  return join(dir, 'bin', 'python');
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

export function pythonFigures(root, mrz) {
  const python = venv(root);
  const figures = {};
  for (const c of CASES) {
    const ours = [];
    const command = [];
    for (let round = 0; round < ROUNDS; round++) {
      const script = `import time, passport_mrz as m\nts = m.TestSet(${c.count}, seed=1${c.kwargs})\nt = time.perf_counter()\nfor i in range(len(ts)): ts[i]\nprint(${c.count} / (time.perf_counter() - t))`;
      ours.push(Number(capture(python, ['-c', script])));
      const out = mkdtempSync(join(tmpdir(), 'mrz-bench-py-'));
      const started = process.hrtime.bigint();
      run(mrz, ['batch', '--threads', '1', '--count', String(c.count), '--seed', '1', ...c.flags, '--out', out], { stdio: 'ignore' });
      command.push(c.count / (Number(process.hrtime.bigint() - started) / 1e9));
      rmSync(out, { recursive: true, force: true });
    }
    figures[`python_testset_${c.key}_rps`] = median(ours);
    figures[`python_batch_${c.key}_rps`] = median(command);
    figures[`python_testset_${c.key}_vs_batch`] = median(command) / median(ours);
    log(`Python TestSet, ${c.key}: ${median(ours).toFixed(0)} records/s; mrz batch on one core ${median(command).toFixed(0)}`);
  }
  return figures;
}
