import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '../../viewer/src/components/progress-bar/progress-bar.tsx';
import { installDom } from './support/dom.ts';

installDom();

describe('the route progress bar', () => {
  it('appears only once loading has taken 200 ms', () => {
    vi.useFakeTimers();
    const view = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    view.rerender(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never appears for a load that finishes within 200 ms', () => {
    vi.useFakeTimers();
    const view = render(<ProgressBar active />);
    act(() => vi.advanceTimersByTime(150));
    view.rerender(<ProgressBar active={false} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
