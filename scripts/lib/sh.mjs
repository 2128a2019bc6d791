// Running commands for the set-up scripts: inherit output, fail with one clear sentence.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export class SetupError extends Error {}

export function log(message) {
  console.log(`\x1b[36m[passport-mrz]\x1b[0m ${message}`);
}

/** Run a command with inherited output; throw a SetupError naming it when it fails. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.error) throw new SetupError(`could not run ${cmd}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new SetupError(`${[cmd, ...args].join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** Run quietly and return stdout, or null when the command is missing or fails. */
export function capture(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return result.status === 0 ? result.stdout : null;
}

/** Whether `cmd` is an executable on PATH (or an absolute path). */
export function which(cmd, path = process.env.PATH ?? '') {
  const candidates = cmd.includes('/') ? [cmd] : path.split(delimiter).map((dir) => join(dir, cmd));
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

let aptUpdated = false;

/** Install Debian packages when this is a Debian-like machine and we may; otherwise explain. */
export function aptInstall(packages, why) {
  if (!which('apt-get') || !isRoot()) {
    throw new SetupError(`${why}: install ${packages.join(' ')} (apt-get install ${packages.join(' ')}) and run again`);
  }
  log(`installing ${packages.join(' ')} (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-q'], { env });
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-q', '--no-install-recommends', ...packages], { env });
}

/** Like run, but also returns what the command printed (shown live all the same). */
export function runTee(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      text += d;
      process.stderr.write(d);
    });
    child.on('error', (e) => reject(new SetupError(`could not run ${cmd}: ${e.message}`)));
    child.on('close', (code) =>
      code === 0 ? resolve(text) : reject(new SetupError(`${[cmd, ...args].join(' ')} exited with ${code}`)),
    );
  });
}
