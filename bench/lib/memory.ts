import { readFileSync, readdirSync } from 'node:fs';

/** Memory of a process tree: the root (the server's node process) and everything it spawned. */
export interface TreeMemory {
  /** The root process's VmHWM, in MiB. */
  rootPeakMiB: number;
  /** Sum over the named descendants seen (e.g. postgres) of each one's highest VmHWM, in MiB (0 when none). */
  namedPeakSumMiB: number;
  /** How many named descendants were seen (PostgreSQL: postmaster, backends, helpers, initdb). */
  named: number;
  /**
   * Highest sampled sum of PSS (proportional set size) over the whole tree, in MiB: shared
   * pages (PostgreSQL's shared buffers) count once, unlike a sum of RSS. Sampled, so a short
   * spike between samples is missed.
   */
  peakPssTotalMiB: number;
}

const KIB_PER_MIB = 1024;

/** A "Name:  123 kB" field of /proc/<pid>/status or smaps_rollup, in kB; NaN when unreadable. */
function procKiB(pid: number, file: 'status' | 'smaps_rollup', field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s*kB`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** VmHWM of a live process from /proc (Linux), in MiB; NaN where /proc is not there. */
export function readPeakRssMiB(pid: number): number {
  return procKiB(pid, 'status', 'VmHWM') / KIB_PER_MIB;
}

/** Child pids of a process, from /proc/<pid>/task/<tid>/children of each of its threads (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return []; // ended meanwhile, or no /proc
  }
}

/** Pids of every live descendant of `root`. */
export function descendants(root: number): number[] {
  const found: number[] = [];
  for (let queue = childrenOf(root); queue.length; ) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...childrenOf(pid));
  }
  return found;
}

/** The command name of a process (/proc/<pid>/comm), '' when it ended. */
function commandName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Samples a process tree's memory every `intervalMs` until stopped: the root's peak RSS, the peak
 * RSS of each descendant named in `names` (VmHWM, kept per pid so processes that end still
 * count) and the whole tree's total PSS (other helpers too, e.g. tsx's esbuild).
 */
export function sampleTreeMemory(root: number, names: string[], intervalMs = 250): { sample(): void; summary(): TreeMemory; stop(): void } {
  const childPeaksKiB = new Map<number, number>();
  let rootPeakKiB = Number.NaN;
  let peakPssKiB = 0;
  const sample = () => {
    const rootNow = procKiB(root, 'status', 'VmHWM');
    if (Number.isFinite(rootNow)) rootPeakKiB = Number.isFinite(rootPeakKiB) ? Math.max(rootPeakKiB, rootNow) : rootNow;
    let pss = procKiB(root, 'smaps_rollup', 'Pss');
    for (const pid of descendants(root)) {
      const hwm = names.includes(commandName(pid)) ? procKiB(pid, 'status', 'VmHWM') : Number.NaN;
      if (Number.isFinite(hwm)) childPeaksKiB.set(pid, Math.max(childPeaksKiB.get(pid) ?? 0, hwm));
      pss += procKiB(pid, 'smaps_rollup', 'Pss') || 0;
    }
    if (Number.isFinite(pss)) peakPssKiB = Math.max(peakPssKiB, pss);
  };
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  sample();
  return {
    sample,
    summary: () => ({
      rootPeakMiB: rootPeakKiB / KIB_PER_MIB,
      namedPeakSumMiB: [...childPeaksKiB.values()].reduce((sum, kib) => sum + kib, 0) / KIB_PER_MIB,
      named: childPeaksKiB.size,
      peakPssTotalMiB: peakPssKiB / KIB_PER_MIB,
    }),
    stop: () => clearInterval(timer),
  };
}
