import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';

// The app loads Mantine's whole stylesheet (`@mantine/core/styles.layer.css`, one render-blocking file,
// decision 014). These components of @mantine/core are used by no page, nor by a Mantine component or
// package the app uses (ColorSwatch stays: @mantine/charts draws it), so their rules are left out of the
// build. A page that starts using one of them fails the build (`unusedMantineComponentsGuard`): take the
// name out of this list then.
export const UNUSED_MANTINE_COMPONENTS = [
  'AngleSlider',
  'AspectRatio',
  'Affix',
  'BackgroundImage',
  'Blockquote',
  'Breadcrumbs',
  'ColorInput',
  'ColorPicker',
  'Dialog',
  'Drawer',
  'Kbd',
  'LoadingOverlay',
  'Mark',
  'Pagination',
  'PinInput',
  'SemiCircleProgress',
  'Slider',
  'Spoiler',
  'TableOfContents',
  'Tree',
  'Typography',
] as const;

const CLASS = /\.(m_[0-9a-f]+)(?![\w-])/g;
const classesOf = (text: string) => new Set([...text.matchAll(CLASS)].map((match) => match[1] ?? ''));

/**
 * The class names only the unused components' stylesheets hold: `@mantine/core/styles/<Component>.layer.css`
 * are the same rules as the whole stylesheet, one file a component, and each component's classes are its own.
 */
export function unusedMantineClasses(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@mantine/core/styles.layer.css')), 'styles');
  const unused = new Set<string>(UNUSED_MANTINE_COMPONENTS);
  const only = new Set<string>();
  const kept = new Set<string>();
  for (const file of readdirSync(dir)) {
    const match = /^(.+)\.layer\.css$/.exec(file);
    if (!match?.[1]) continue;
    const into = unused.has(match[1]) ? only : kept;
    for (const name of classesOf(readFileSync(join(dir, file), 'utf8'))) into.add(name);
  }
  for (const name of kept) only.delete(name);
  return only;
}

/**
 * PostCSS: drops from Mantine's whole stylesheet every rule whose selectors all name a class of `classes`
 * (a rule such a component alone can match), then the `@media`/`@supports` blocks left empty.
 */
export function dropMantineClasses(classes: Set<string>): PostcssPlugin {
  return {
    postcssPlugin: 'bagdar-drop-unused-mantine-css',
    Once(root, { result }) {
      const from = result.opts.from ?? '';
      if (!/[\\/]@mantine[\\/]core[\\/]styles\.layer\.css$/.test(from)) return;
      root.walkRules((rule) => {
        const dead = rule.selectors.every((selector) => [...classesOf(selector)].some((name) => classes.has(name)));
        if (dead) rule.remove();
      });
      root.walkAtRules((atRule) => {
        if (/^(media|supports|container)$/.test(atRule.name) && (atRule.nodes?.length ?? 0) === 0) atRule.remove();
      });
    },
  };
}

/** Fails the build when a module of one of UNUSED_MANTINE_COMPONENTS is in a chunk: its styles would be missing. */
export function unusedMantineComponentsGuard(): Plugin {
  const dirs = new RegExp(
    `[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${UNUSED_MANTINE_COMPONENTS.join('|')})[\\\\/]`,
  );
  return {
    name: 'bagdar-unused-mantine-components',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The modules the chunks hold once tree-shaken (the barrel `@mantine/core` reaches every component).
      const found = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? Object.entries(chunk.modules)
              .filter(([id, module]) => dirs.test(id) && module.renderedLength > 0)
              .map(([id]) => id)
          : [],
      );
      if (found.length > 0) {
        this.error(
          `Bundled, though build/unused-mantine-css.ts leaves its styles out: ${found.join(', ')}. Take it out of UNUSED_MANTINE_COMPONENTS.`,
        );
      }
    },
  };
}
