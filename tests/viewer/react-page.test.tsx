import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReactPageBody } from '../../viewer/src/site-bundle/react-page.tsx';
import { installDom } from './support/dom.ts';

installDom();

const Fine = () => <h1>Showcase</h1>;
const Broken = (): never => {
  throw new Error("'react-markdown' is not installed");
};

describe('a React page of the site', () => {
  it('renders its component, and when the component throws, its text with a line saying the code could not run', () => {
    const { unmount } = render(<ReactPageBody Page={Fine} standIn={<h1>Stand-in</h1>} />);
    expect(screen.getByRole('heading', { name: 'Showcase' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();

    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ReactPageBody Page={Broken} standIn={<h1>Users</h1>} />);
    expect(screen.getByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe("This page's code could not run, so only its text is shown.");
    quiet.mockRestore();
  });
});
