import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { dropMantineClasses, unusedMantineClasses } from './unused-mantine-css.ts';

const require = createRequire(import.meta.url);
const MANTINE_CSS = require.resolve('@mantine/core/styles.layer.css');

describe("Mantine's stylesheet without the unused components", () => {
  const classes = unusedMantineClasses();

  it("holds only the unused components' own classes", () => {
    const slider = readFileSync(MANTINE_CSS.replace(/styles\.layer\.css$/, 'styles/Slider.layer.css'), 'utf8');
    const button = readFileSync(MANTINE_CSS.replace(/styles\.layer\.css$/, 'styles/Button.layer.css'), 'utf8');
    const first = (css: string) => /\.(m_[0-9a-f]+)/.exec(css)?.[1] ?? '';
    expect(classes.has(first(slider))).toBe(true);
    expect(classes.has(first(button))).toBe(false);
  });

  it('drops the rules only those classes match, and the blocks left empty, from that stylesheet alone', async () => {
    const [dead] = [...classes];
    const css = [
      `@layer mantine {`,
      `.${dead} { color: red; }`,
      `.${dead} .m_00000000, .${dead}:hover { color: blue; }`,
      `.m_00000000, .${dead} { color: green; }`,
      `@media (min-width: 10em) { .${dead} { color: red; } }`,
      `body { margin: 0; }`,
      `}`,
    ].join('\n');
    const out = await postcss([dropMantineClasses(classes)]).process(css, { from: MANTINE_CSS });
    expect(out.css).not.toContain('color: red');
    expect(out.css).not.toContain('color: blue');
    expect(out.css).toContain('color: green');
    expect(out.css).not.toContain('@media');
    expect(out.css).toContain('margin: 0');
    const ours = await postcss([dropMantineClasses(classes)]).process(css, { from: '/src/app.module.css' });
    expect(ours.css).toBe(css);
  });
});
