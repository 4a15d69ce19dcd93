import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROVIDED_MODULES, RUNTIME_GLOBAL } from '../../src/contracts/site-bundle.ts';
import { ColorModeProvider } from '../../viewer/src/components/color-mode-provider/color-mode-provider.tsx';
import { installRuntime } from '../../viewer/src/site-bundle/runtime.ts';
import { installDom } from './support/dom.ts';

installDom();
installRuntime();

type Registry = Record<string, Record<string, unknown>>;
const registry = (globalThis as unknown as Record<string, Registry>)[RUNTIME_GLOBAL]!;
const module = (name: string) => registry[name]!;
const colorMode = { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } as const;

describe("the Docusaurus modules a site's components import", () => {
  it('are all in the registry with every named export the bundle is told about', () => {
    for (const [name, exports] of Object.entries(PROVIDED_MODULES)) {
      expect(registry[name], name).toBeTruthy();
      for (const named of exports) expect(registry[name]![named], `${name} ${named}`).toBeDefined();
    }
  });

  it("let a component read and set the colour mode, and show a ThemedImage's source for it", async () => {
    const { useColorMode } = module('@docusaurus/theme-common') as { useColorMode: () => { colorMode: string; setColorMode(m: string): void } };
    const ThemedImage = module('@theme/ThemedImage').default as (props: object) => JSX.Element;
    let set: (mode: string) => void = () => {};
    function Toggle() {
      const { colorMode: shown, setColorMode } = useColorMode();
      set = setColorMode;
      return (
        <>
          <p>mode {shown}</p>
          <ThemedImage alt="logo" sources={{ light: '/img/light.svg', dark: '/img/dark.svg' }} />
        </>
      );
    }
    render(
      <ColorModeProvider config={colorMode}>
        <Toggle />
      </ColorModeProvider>,
    );
    expect(screen.getByText('mode light')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe('/img/light.svg');
    act(() => set('dark'));
    expect(screen.getByText('mode dark')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'logo' }).getAttribute('src')).toBe('/img/dark.svg');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it("route with the viewer's router: useHistory().push and useLocation follow the same path", () => {
    const router = module('@docusaurus/router') as {
      useLocation: () => { pathname: string };
      useHistory: () => { push(to: string): void };
    };
    let push: (to: string) => void = () => {};
    function Where() {
      const history = router.useHistory();
      push = history.push;
      return <p>at {router.useLocation().pathname}</p>;
    }
    window.history.replaceState(null, '', '/docs/intro');
    render(<Where />);
    expect(screen.getByText('at /docs/intro')).toBeTruthy();
    act(() => push('/docs/setup'));
    expect(window.location.pathname).toBe('/docs/setup');
    expect(screen.getByText('at /docs/setup')).toBeTruthy();
    const isInternalUrl = module('@docusaurus/isInternalUrl').default as (url: string) => boolean;
    expect([isInternalUrl('/docs/a'), isInternalUrl('https://x.dev'), isInternalUrl('//cdn.x')]).toEqual([true, false, false]);
  });
});
