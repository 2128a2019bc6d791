// Node packages: `npm ci` when node_modules is missing or older than package-lock.json.
import { join } from 'node:path';
import { digest, record, upToDate } from './stamp.mjs';
import { log, run } from './sh.mjs';

export function ensureNodeModules(root) {
  const stamp = join(root, 'node_modules', '.passport-mrz-lock');
  const lock = digest(root, ['package-lock.json']);
  if (upToDate(stamp, lock)) return;
  log('installing Node packages (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  record(stamp, lock);
}
