import { describe, expect, it } from 'vitest';
import { buildGraph, findCycles, findLayerViolations, parseImports } from './import-graph.ts';

describe('import graph', () => {
  it('reads static, re-export, bare and dynamic imports, type-only ones too, and not those in comments', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import {\n  type C,\n  d,\n} from './c.ts';",
      "export { e } from './e.ts';",
      "export * from './f.ts';",
      "import './g.ts';",
      "const h = await import('./h.ts');",
      "// import { x } from './commented.ts';",
      "/* import { y } from './block.ts'; */",
      "import { z } from 'zod';",
    ].join('\n');
    expect(parseImports(text).sort()).toEqual(
      ['../b.ts', './a.ts', './c.ts', './e.ts', './f.ts', './g.ts', './h.ts', 'zod'].sort(),
    );
  });

  it('finds each cycle as the path round it, type-only edges included, and none in an acyclic graph', () => {
    const graph = buildGraph(
      new Map([
        ['ai/chat.ts', "import type { Log } from './provider.ts';"],
        ['ai/provider.ts', "import { chat } from './chat.ts';"],
        ['modules/x/a.ts', "import { b } from './b.ts';"],
        ['modules/x/b.ts', "import { c } from '../y/c.ts';"],
        ['modules/y/c.ts', "import { a } from '../x/a.ts';\nimport { leaf } from '../../lib/leaf.ts';"],
        ['lib/leaf.ts', "import { z } from 'zod';"],
      ]),
    );
    expect(findCycles(graph)).toEqual([
      ['ai/chat.ts', 'ai/provider.ts', 'ai/chat.ts'],
      ['modules/x/a.ts', 'modules/x/b.ts', 'modules/y/c.ts', 'modules/x/a.ts'],
    ]);

    const acyclic = buildGraph(
      new Map([
        ['a.ts', "import { b } from './b.ts';\nimport { c } from './c.ts';"],
        ['b.ts', "import { c } from './c.ts';"],
        ['c.ts', ''],
      ]),
    );
    expect(findCycles(acyclic)).toEqual([]);
  });

  it('flags a plugin importing a module, and not a module importing a plugin', () => {
    const graph = buildGraph(
      new Map([
        ['plugins/jobs.ts', "import type { Row } from '../modules/feed/feed.repository.ts';"],
        ['modules/feed/feed.repository.ts', "import { sendJob } from '../../plugins/jobs.ts';"],
      ]),
    );
    expect(findLayerViolations(graph, 'plugins/', 'modules/')).toEqual([
      ['plugins/jobs.ts', 'modules/feed/feed.repository.ts'],
    ]);
  });
});
