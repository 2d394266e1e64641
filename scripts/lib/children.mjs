// Child-process helpers shared by dev, the build step and the benchmarks.
// Node tools run through process.execPath + their JS entry, so no shell or npx sits between
// us and the child: signals reach the real process and its pid is the one we measure.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';

/** Repository root (scripts/lib/ is two levels down). */
export const root = resolve(import.meta.dirname, '..', '..');
const require = createRequire(join(root, 'package.json'));

/** Absolute path of a package's bin script, e.g. binPath('vite') -> .../vite/bin/vite.js. */
export function binPath(pkg, name = pkg) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = require(manifest);
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin[name]);
}

/** Spawns `node <args>` in the repository root with inherited stdio. */
export function spawnNode(args, options = {}) {
  return spawn(process.execPath, args, { cwd: root, stdio: 'inherit', ...options });
}

/** Runs `node <args>` to completion; rejects on a non-zero exit. */
export function runNode(args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawnNode(args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`node ${args.join(' ')} exited with ${signal ?? code}`)));
  });
}

/**
 * Spawns `node <args>` in a process group of its own, for superviseChildren: a terminal's
 * Ctrl-C then reaches only the supervisor, which passes it on exactly once (a second signal
 * cuts a server's graceful close short). stdin is closed so a background group never blocks
 * on reading the terminal.
 */
export function spawnSupervised(args, options = {}) {
  return spawnNode(args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Passes SIGINT/SIGTERM/SIGHUP on to the children (spawned with spawnSupervised) once each,
 * stops the others when one ends, and exits with the first exit code, so `dev` never leaves a
 * half-running pair behind.
 */
export function superviseChildren(children) {
  const forwarded = new Set();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (forwarded.has(signal)) return;
      forwarded.add(signal);
      for (const child of children) if (alive(child)) child.kill(signal);
    });
  }
  // Last resort if this process ends some other way: detached children would outlive it.
  process.on('exit', () => {
    for (const child of children) if (alive(child)) child.kill('SIGTERM');
  });
  let exitCode = null;
  for (const child of children) {
    child.on('exit', (code, signal) => {
      if (exitCode === null) {
        exitCode = code ?? 128 + (signalNumber(signal) ?? 1);
        // After a forwarded signal the others are already closing: a second one would cut that short.
        if (forwarded.size === 0) for (const other of children) if (other !== child && alive(other)) other.kill('SIGTERM');
      }
      if (!children.some(alive)) process.exit(exitCode);
    });
  }
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal];
}
