import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReactPageBody, usePageProps } from '../../viewer/src/site-bundle/react-page.tsx';
import { ContentContext } from '../../viewer/src/content/content-context.ts';
import { manifest } from './support/site-fixture.ts';
import { installDom } from './support/dom.ts';

installDom();

const Fine = () => <h1>Showcase</h1>;
const Broken = (): never => {
  throw new Error("'react-markdown' is not installed");
};

describe('a React page of the site', () => {
  it('renders its component, and when the component throws, its text with a line saying the code could not run', () => {
    const { unmount } = render(<ReactPageBody Page={Fine} props={{}} standIn={<h1>Stand-in</h1>} />);
    expect(screen.getByRole('heading', { name: 'Showcase' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ReactPageBody Page={Broken} props={{}} standIn={<h1>Users</h1>} />);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe("This page's code could not run, so only its text is shown.");
    quiet.mockRestore();
  });
});

// a page written for Docusaurus' pages plugin reads its props: `config`, the route's location
function Legacy({ config, location }: { config: { title: string }; location: { pathname: string } }) {
  return (
    <p>
      {config.title} at {location.pathname}
    </p>
  );
}

function WithProps() {
  return <ReactPageBody Page={Legacy} props={usePageProps()} standIn={<h1>Stand-in</h1>} />;
}

describe("a React page's props", () => {
  it('are what Docusaurus gives a page component: the site config as `config`, and the route props', () => {
    window.history.pushState(null, '', '/help');
    const content = { manifest: { ...manifest, sidebars: {} }, source: null as never, putSidebar: () => {} };
    render(
      <ContentContext.Provider value={content as never}>
        <WithProps />
      </ContentContext.Provider>,
    );
    expect(screen.getByText('Social Docs at /help')).toBeTruthy();
  });
});
