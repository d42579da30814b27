import type { Plugin } from 'vite';

// The build's walk of the import graph for vite.config.ts's first-render chunks: inside the bundler, over the code
// Vite has transformed and its own resolution, following only the imports tree-shaking keeps.

const REEXPORT = /export\s*(\*|\{([^}]*)\})\s*from\s*['"]([^'"]+)['"]/g;
const NAMED_IMPORT = /import\s*(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const BINDING_IMPORT = /(?:(?:import|export)\s+[^'";]*?\s*from\s*|\brequire\(\s*)['"]([^'"]+)['"]/g;
const BARE_IMPORT = /import\s*['"]([^'"]+)['"]/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm;

/** `a, b as c, type d` -> the names as the module exports them (`a`, `b`). */
function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/**
 * The modules a first render runs, per named start (the landing: app/landing-entry.tsx; the app and its
 * shell; the feed): the start's static imports, transitively, as tree-shaking keeps them. Left to Vite's
 * automatic splitting they were some fifty chunks of a few hundred bytes per page (a chunk per Mantine
 * component, per icon, per shared file): on HTTP/1.1 a phone fetches six at a time, each batch a round
 * trip. vite.config.ts's codeSplitting groups make each set one chunk, less what an earlier one holds (decision 014).
 * Tree-shaking is followed in two ways: a barrel (a module that only re-exports: `@mantine/core`,
 * `@tabler/icons-react`, `@bagdar/contracts`) leads only to the modules exporting the names the importer
 * takes, and a package module's bare `import './x.mjs'` (Mantine has many) is not followed, the packages
 * being free of side effects. A module missed here still loads, from a chunk of its own.
 */
export function firstRenderModules<TName extends string>(
  starts: Record<TName, RegExp[]>,
): { plugin: Plugin; has: (name: TName, id: string) => boolean } {
  const sets = new Map<TName, Set<string>>();
  return {
    has: (name, id) => sets.get(name)?.has(id) ?? false,
    plugin: {
      name: 'bagdar-first-render-modules',
      apply: 'build',
      async buildEnd() {
        const code = (id: string) => this.getModuleInfo(id)?.code?.replace(COMMENTS, '') ?? '';
        const resolve = async (spec: string, from: string) => (await this.resolve(spec, from))?.id ?? null;
        const isBarrel = (id: string) => {
          const text = code(id);
          const rest = text
            .replace(REEXPORT, '')
            .replace(BARE_IMPORT, '')
            .replace(/import\s*\*\s*as\s*\w+\s*from\s*['"][^'"]+['"]|export\s*\{[^}]*\}|['"]use client['"]|;/g, '');
          return text.trim() !== '' && rest.trim() === '';
        };
        /** The modules of a barrel that export `names`, through nested barrels. */
        const throughBarrel = async (barrel: string, names: string[]): Promise<string[]> => {
          const found: string[] = [];
          for (const [, star, list, spec] of code(barrel).matchAll(REEXPORT)) {
            const target = spec ? await resolve(spec, barrel) : null;
            if (!target) continue;
            // `export { default as IconX } from './IconX.mjs'`: the right-hand name is the one imported.
            const exported =
              star === '*'
                ? (this.getModuleInfo(target)?.exports ?? [])
                : (list ?? '').split(',').map(
                    (part) =>
                      part
                        .trim()
                        .split(/\s+as\s+/)
                        .pop() ?? '',
                  );
            const wanted = names.filter((name) => exported.includes(name));
            if (wanted.length === 0) continue;
            found.push(...(isBarrel(target) ? await throughBarrel(target, wanted) : [target]));
          }
          return found;
        };
        /** What a module's code needs: barrels narrowed to the names taken, bare imports of packages left out. */
        const needs = async (id: string): Promise<string[]> => {
          const text = code(id);
          const inPackage = /[\\/]node_modules[\\/]/.test(id);
          const bound = new Set<string>();
          for (const [, spec] of text.matchAll(BINDING_IMPORT)) {
            const target = spec ? await resolve(spec, id) : null;
            if (target) bound.add(target);
          }
          const taken = new Map<string, string[]>();
          for (const [, list, spec] of text.matchAll(NAMED_IMPORT)) {
            const target = spec ? await resolve(spec, id) : null;
            if (target) taken.set(target, [...(taken.get(target) ?? []), ...importedNames(list ?? '')]);
          }
          const next: string[] = [];
          for (const target of this.getModuleInfo(id)?.importedIds ?? []) {
            if (inPackage && !bound.has(target)) continue;
            if (!isBarrel(target)) next.push(target);
            else {
              // The barrel itself too (it has no code left), or it becomes an empty chunk of its own.
              barrels.add(target);
              next.push(...(await throughBarrel(target, taken.get(target) ?? [])));
            }
          }
          return next;
        };
        const barrels = new Set<string>();
        const all = [...this.getModuleIds()];
        for (const [name, tests] of Object.entries(starts) as [TName, RegExp[]][]) {
          const ids = new Set<string>();
          const queue = all.filter((id) => tests.some((test) => test.test(id)));
          while (queue.length > 0) {
            const id = queue.pop() as string;
            if (ids.has(id)) continue;
            ids.add(id);
            queue.push(...(await needs(id)));
          }
          for (const barrel of barrels) ids.add(barrel);
          barrels.clear();
          sets.set(name, ids);
        }
      },
    },
  };
}
