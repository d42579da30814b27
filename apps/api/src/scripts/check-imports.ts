// `npm run check`: fails on an import cycle in apps/api/src and on any plugin importing a module (see import-graph.ts
// for the rules). Prints each cycle as the path round it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraph, findCycles, findLayerViolations } from './import-graph.ts';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const sources = new Map<string, string>();
for (const entry of readdirSync(srcDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  const full = path.join(entry.parentPath, entry.name);
  sources.set(path.relative(srcDir, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
}

const graph = buildGraph(sources);
const cycles = findCycles(graph);
const inverted = findLayerViolations(graph, 'plugins/', 'modules/');

for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
for (const [from, to] of inverted) console.error(`plugin imports a module: ${from} → ${to}`);
if (cycles.length > 0 || inverted.length > 0) {
  console.error(`apps/api/src: ${cycles.length} import cycle(s), ${inverted.length} plugin → module import(s)`);
  process.exit(1);
}
console.log(`apps/api/src: ${sources.size} files, no import cycle, no plugin → module import`);
