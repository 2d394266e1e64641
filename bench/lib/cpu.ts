/**
 * CPU time of a process tree from /proc (Linux): the server's node process and what it spawned
 * (embedded PostgreSQL's processes). Per process utime + stime, plus cutime + cstime: a child
 * that ended and was reaped during the load (a pool connection's backend) still counts, in its
 * parent's figures. CPU per request is less noisy than a latency percentile on a shared machine:
 * other people's work slows a request down but does not add to the server's own CPU time.
 */
import { readFileSync } from 'node:fs';
import { descendants } from './memory';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far: by the root process, and by its descendants together. */
export interface TreeCpu { rootMs: number; othersMs: number }

/** utime + stime + cutime + cstime of one process, in ms; 0 when it ended or there is no /proc. */
function processCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: the fields that follow start after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3, so utime (14) .. cstime (17) are at 11 .. 14 here.
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The tree's CPU time now. */
export function treeCpu(root: number): TreeCpu {
  return { rootMs: processCpuMs(root), othersMs: descendants(root).reduce((sum, pid) => sum + processCpuMs(pid), 0) };
}

/** CPU time per request between two readings, in ms (NaN without requests). */
export function cpuPerRequest(before: TreeCpu, after: TreeCpu, requests: number): TreeCpu {
  const per = (ms: number) => (requests > 0 ? ms / requests : Number.NaN);
  return { rootMs: per(after.rootMs - before.rootMs), othersMs: per(after.othersMs - before.othersMs) };
}
