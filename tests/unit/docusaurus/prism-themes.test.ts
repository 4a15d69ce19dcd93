import { describe, expect, it } from 'vitest';
import { Findings } from '../../../src/compiler/read/docusaurus/findings.ts';
import { PRISM_REACT_RENDERER_THEMES } from '../../../src/compiler/read/docusaurus/prism-react-renderer-themes.ts';
import { prismThemes } from '../../../src/compiler/read/docusaurus/prism-themes.ts';
import { createStub } from '../../../src/compiler/read/docusaurus/stub.ts';

const read = (prism: unknown) => {
  const findings = new Findings('docusaurus.config.js', null);
  return { themes: prismThemes({ prism }, findings), messages: findings.diagnostics.map((d) => `${d.severity} ${d.message}`) };
};
const own = { plain: { color: '#111111', backgroundColor: '#fefefe' }, styles: [{ types: ['keyword'], style: { color: 'red' } }] };

describe("a Docusaurus site's Prism themes", () => {
  it('are the light theme in dark mode too when the config names no darkTheme, as Docusaurus picks them', () => {
    const { themes, messages } = read({ theme: own });
    expect(themes?.light.plain).toEqual(own.plain);
    expect(themes?.dark).toBe(themes?.light);
    expect(messages).toEqual([]);
  });

  it('are palenight, the classic theme default, when the config names none', () => {
    expect(read({}).themes?.dark.plain).toEqual((PRISM_REACT_RENDERER_THEMES.palenight as typeof own).plain);
  });

  it("leave docgate's colours for a theme docgate cannot read: a warning for one not of prism-react-renderer's shape, none for a missing package's stand-in", () => {
    const broken = read({ theme: PRISM_REACT_RENDERER_THEMES.github, darkTheme: { plain: 'dark' } });
    expect(broken.themes).toBeUndefined();
    expect(broken.messages).toEqual([
      "warning themeConfig.prism.darkTheme: is not a Prism theme ({ plain: { color, backgroundColor }, styles: [{ types, style }] }): code keeps docgate's colours",
    ]);
    const missing = read({ theme: createStub('some-prism-themes') });
    expect(missing.themes).toBeUndefined();
    expect(missing.messages).toEqual([]);
  });

  it("keep every style a theme gives, textShadow too, as site code's usePrismTheme gets the theme as written", () => {
    const { themes } = read({ theme: PRISM_REACT_RENDERER_THEMES.oneDark });
    expect(themes?.light).toEqual(PRISM_REACT_RENDERER_THEMES.oneDark);
  });
});
