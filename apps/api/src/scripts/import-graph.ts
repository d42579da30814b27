// The API's import graph: which source file imports which, the cycles in it, and imports that cross a layer the
// wrong way. Pure functions over file texts so the check (check-imports.ts) and its test share one implementation.
//
// Rule: every import is an edge, type-only ones (`import type …`) too. A type-only import loads nothing at run time,
// but a cycle through one still ties the two files together (neither can be read, moved or tested without the
// other), and it is always undone the same way: the shared type or function moves to the file both depend on.

import path from 'node:path';

// `import … from '…'`, `export … from '…'`, bare `import '…'` and `import('…')`. Comments are blanked first so an
// example in a comment is not read as an import.
const staticImport = /(?:^|[;\s])(?:import|export)\s+[^'";]*?\s+from\s*['"]([^'"]+)['"]/g;
const bareImport = /(?:^|[;\s])import\s*['"]([^'"]+)['"]/g;
const dynamicImport = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The module specifiers a source text imports or re-exports from, in order of kind. */
export function parseImports(text: string): string[] {
  const source = stripComments(text);
  return [staticImport, bareImport, dynamicImport].flatMap((pattern) =>
    [...source.matchAll(pattern)].map((m) => m[1]!),
  );
}

/** Resolves a relative specifier against the importing file to one of the known files, or null (a package). */
export function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs|ts)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}/index.ts`]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** File → the files it imports (relative imports that resolve to a known file; packages are left out). */
export function buildGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const edges = new Set<string>();
    for (const specifier of parseImports(text)) {
      const target = resolveImport(file, specifier, files);
      if (target && target !== file) edges.add(target);
    }
    graph.set(file, [...edges].sort());
  }
  return graph;
}

/**
 * One cycle per strongly connected component of more than one file (Tarjan), each given as a path that starts and
 * ends at the same file, e.g. [a, b, a]. A file importing itself is not counted (resolveImport drops it).
 */
export function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((component) => cyclePath(edges, new Set(component)));
}

// A shortest way round inside one component, from its first file (by name) back to it: the path a reader follows.
function cyclePath(edges: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [node];
        while (way[0] !== start) way.unshift(previous.get(way[0]!)!);
        return [...way, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Imports from one folder into another that must not know it, as [importer, imported] pairs. */
export function findLayerViolations(
  edges: ReadonlyMap<string, readonly string[]>,
  fromPrefix: string,
  toPrefix: string,
): [string, string][] {
  const found: [string, string][] = [];
  for (const [file, targets] of edges) {
    if (!file.startsWith(fromPrefix)) continue;
    for (const target of targets) if (target.startsWith(toPrefix)) found.push([file, target]);
  }
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}
