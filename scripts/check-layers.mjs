// Enforces DESIGN.md's dependency direction: schemas <- adapters <- {src, server}, machines <- src.
// oxlint has no per-folder import boundaries, so this small check reads every import specifier.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const REACTISH = /^(react|react-dom|react-router|react-router-dom|@rjsf\/core|@xstate\/react|swr|html2canvas|signature_pad)(\/|$)/;
/** folder -> top-level folders it must not import, and whether React-ish packages are banned */
const RULES = {
  schemas: { banned: ['adapters', 'machines', 'src', 'server'], noReact: true, noServerPkgs: true },
  adapters: { banned: ['machines', 'src', 'server'], noReact: true, noServerPkgs: true },
  machines: { banned: ['adapters', 'src', 'server'], noReact: true, noServerPkgs: true },
  src: { banned: ['server'], noReact: false, noServerPkgs: true },
  server: { banned: ['src', 'machines'], noReact: true, noServerPkgs: false },
};
const SERVER_PKGS = /^(fastify|@fastify\/|pg$|kysely|@electric-sql\/pglite|nodemailer|node:)/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts)$/.test(name)) yield path;
  }
}

const problems = [];
for (const [layer, rule] of Object.entries(RULES)) {
  for (const file of files(join(root, layer))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3];
      const where = relative(root, file);
      if (rule.noReact && REACTISH.test(spec)) problems.push(`${where}: imports ${spec} (no React in ${layer}/)`);
      if (rule.noServerPkgs && SERVER_PKGS.test(spec)) problems.push(`${where}: imports ${spec} (server-only package in ${layer}/)`);
      if (spec.startsWith('.')) {
        const target = relative(root, resolve(file, '..', spec)).split(sep)[0];
        if (rule.banned.includes(target)) problems.push(`${where}: imports ${spec} (${layer}/ must not import ${target}/)`);
      }
    }
  }
}
if (problems.length) {
  console.error(`Layer rules broken (DESIGN.md "Layout"):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('layers: ok');
