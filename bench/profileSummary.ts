/**
 * Reads a `.cpuprofile` (node --cpu-prof, e.g. of the benchmarked server with
 * BENCH_SERVER_NODE_ARGS) and says where the busy time went:
 *
 *   node --import tsx bench/profileSummary.ts <file.cpuprofile>              per-second busy share: find the loads
 *   node --import tsx bench/profileSummary.ts <file.cpuprofile> <from> <to>  self and inclusive time in that window (s from the profile's start)
 *
 * Shares are of the busy samples (not "(idle)"), so a window's figures do not depend on how long
 * the server waited between loads. Inclusive time counts a function once per sample even when it
 * recurses. Packages are grouped by their node_modules folder, our code by its first two path parts.
 */
import { readFileSync } from 'node:fs';

interface CallFrame { functionName: string; url: string; lineNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

const TOP = Number(process.env.PROFILE_TOP ?? 40);

function fileOf(url: string): string {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  if (path.startsWith('node:')) return path;
  const ours = /\/(server|adapters|schemas|domain|machines|bench)\/(.*)$/.exec(path);
  return ours ? `${ours[1]}/${ours[2]}` : path;
}

function frameKey(frame: CallFrame): string {
  return `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`;
}

function table(title: string, counts: Map<string, number>, total: number, msPerSample: number) {
  say(`\n${title}`);
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    say(`${((100 * count) / total).toFixed(1).padStart(5)} %  ${(count * msPerSample).toFixed(0).padStart(6)} ms  ${key}`);
  }
}

const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const say = (line: string) => process.stdout.write(`${line}\n`);

const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profileSummary.ts <file.cpuprofile> [from_s to_s]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Sample times in seconds from the profile's start.
const times: number[] = [];
let clock = 0;
for (const delta of profile.timeDeltas) times.push((clock += delta) / 1e6);
const idle = (id: number) => byId.get(id)?.callFrame.functionName === '(idle)';
const msPerSample = times.length > 1 ? (1000 * times[times.length - 1]) / times.length : 1;

if (fromArg === undefined) {
  const seconds = new Map<number, { busy: number; all: number }>();
  profile.samples.forEach((id, index) => {
    const second = Math.floor(times[index]);
    const entry = seconds.get(second) ?? { busy: 0, all: 0 };
    entry.all += 1;
    if (!idle(id)) entry.busy += 1;
    seconds.set(second, entry);
  });
  for (const [second, { busy, all }] of seconds) say(`${String(second).padStart(4)} s  busy ${((100 * busy) / all).toFixed(0).padStart(3)} %  ${'#'.repeat(Math.round((40 * busy) / all))}`);
} else {
  const from = Number(fromArg);
  const to = Number(toArg);
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    if (times[index] < from || times[index] >= to || idle(id)) return;
    busy += 1;
    const frame = byId.get(id)!.callFrame;
    add(self, frameKey(frame));
    add(files, fileOf(frame.url));
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = frameKey(byId.get(at)!.callFrame);
      if (seen.has(key)) continue;
      add(inclusive, key);
      seen.add(key);
    }
  });
  say(`${busy} busy samples (${(busy * msPerSample).toFixed(0)} ms) in ${from}-${to} s`);
  table('self time by function', self, busy, msPerSample);
  table('self time by package / file', files, busy, msPerSample);
  table('inclusive time by function', inclusive, busy, msPerSample);
}
