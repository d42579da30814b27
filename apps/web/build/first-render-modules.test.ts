import { describe, expect, it } from 'vitest';
import { firstRenderModules } from './first-render-modules.ts';

interface FakeModule {
  code: string;
  importedIds: string[];
  exports?: string[];
}

/**
 * Runs the plugin's buildEnd over a module graph given as code per id, as the bundler would show it:
 * `importedIds` are the bundler's edges, `resolve` maps a specifier to its id whoever imports it.
 */
async function walk<TName extends string>(
  starts: Record<TName, RegExp[]>,
  modules: Record<string, FakeModule>,
  resolved: Record<string, string>,
) {
  const firstRender = firstRenderModules(starts);
  const context = {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const module = modules[id];
      return module ? { code: module.code, importedIds: module.importedIds, exports: module.exports ?? [] } : null;
    },
    resolve: (spec: string) => Promise.resolve(resolved[spec] ? { id: resolved[spec] } : null),
  };
  const buildEnd = firstRender.plugin.buildEnd as (this: typeof context) => Promise<void>;
  await buildEnd.call(context);
  return (name: TName) => Object.keys(modules).filter((id) => firstRender.has(name, id));
}

const CORE = '/node_modules/@mantine/core/index.mjs';
const BUTTON = '/node_modules/@mantine/core/Button.mjs';
const BUTTON_STYLES = '/node_modules/@mantine/core/Button.css.mjs';
const HOOKS = '/node_modules/@mantine/core/hooks.mjs';
const MODAL = '/node_modules/@mantine/core/Modal.mjs';
const ICONS = '/node_modules/@tabler/icons-react/index.mjs';
const ICON_LIST = '/node_modules/@tabler/icons-react/icons.mjs';
const ICON_X = '/node_modules/@tabler/icons-react/IconX.mjs';
const ICON_Y = '/node_modules/@tabler/icons-react/IconY.mjs';
const LANDING = '/src/app/landing-entry.tsx';
const LOGO = '/src/components/logo.tsx';
const STYLES = '/src/app/landing.css';
const FEED = '/src/app/routes/feed/feed-page.tsx';

const modules: Record<string, FakeModule> = {
  [LANDING]: {
    code: [
      "import { Button as B, type ButtonProps } from '@mantine/core';",
      "import { IconX } from '@tabler/icons-react';",
      "import { Logo } from '../components/logo.tsx';",
      "import './landing.css';",
      "// import { Modal } from '@mantine/core';",
    ].join('\n'),
    importedIds: [CORE, ICONS, LOGO, STYLES],
  },
  [LOGO]: { code: 'export const Logo = () => null;', importedIds: [] },
  [STYLES]: { code: 'export default "";', importedIds: [] },
  [CORE]: {
    code: "export { Button } from './Button.mjs';\nexport { Modal } from './Modal.mjs';",
    importedIds: [BUTTON, MODAL],
  },
  [BUTTON]: {
    code: "import { useId } from './hooks.mjs';\nimport './Button.css.mjs';\nexport const Button = useId;",
    importedIds: [HOOKS, BUTTON_STYLES],
  },
  [BUTTON_STYLES]: { code: 'const css = 1;', importedIds: [] },
  [HOOKS]: { code: 'export const useId = () => 1;', importedIds: [] },
  [MODAL]: { code: 'export const Modal = 1;', importedIds: [] },
  [ICONS]: { code: "export * from './icons.mjs';", importedIds: [ICON_LIST] },
  [ICON_LIST]: {
    code: "export { default as IconX } from './IconX.mjs';\nexport { default as IconY } from './IconY.mjs';",
    importedIds: [ICON_X, ICON_Y],
    exports: ['IconX', 'IconY'],
  },
  [ICON_X]: { code: 'export default 1;', importedIds: [] },
  [ICON_Y]: { code: 'export default 2;', importedIds: [] },
  [FEED]: { code: "import { Modal } from '@mantine/core';", importedIds: [CORE] },
};

const resolved: Record<string, string> = {
  '@mantine/core': CORE,
  '@tabler/icons-react': ICONS,
  '../components/logo.tsx': LOGO,
  './landing.css': STYLES,
  './Button.mjs': BUTTON,
  './Modal.mjs': MODAL,
  './Button.css.mjs': BUTTON_STYLES,
  './hooks.mjs': HOOKS,
  './icons.mjs': ICON_LIST,
  './IconX.mjs': ICON_X,
  './IconY.mjs': ICON_Y,
};

describe('firstRenderModules', () => {
  it('follows a barrel only to the modules exporting the names taken, through nested barrels', async () => {
    const set = await walk({ landing: [/landing-entry\.tsx$/] }, modules, resolved);
    expect(set('landing').sort()).toEqual(
      // The barrels imported too (not the one nested in icons-react's); a package's bare `import './Button.css.mjs'`
      // is not followed, the app's `import './landing.css'` is.
      [BUTTON, HOOKS, CORE, ICON_X, ICONS, LANDING, STYLES, LOGO].sort(),
    );
  });

  it('keeps one set per start', async () => {
    const set = await walk({ landing: [/landing-entry\.tsx$/], feed: [/feed-page\.tsx$/] }, modules, resolved);
    expect(set('feed').sort()).toEqual([CORE, MODAL, FEED].sort());
    expect(set('landing')).not.toContain(MODAL);
  });
});
