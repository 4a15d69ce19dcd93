import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatusLine } from '../../../src/compiler/write/progress.ts';

function stream(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (chunk: string) => written.push(chunk) > 0 };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the status line of a long step', () => {
  it('redraws what the step is doing in place on a terminal, and clears it when done', () => {
    const out = stream(true);
    let n = 0;
    const status = createStatusLine(out, () => `building the viewer: ${n} modules`);
    vi.advanceTimersByTime(600);
    expect(out.written).toEqual([]);
    n = 40;
    vi.advanceTimersByTime(400);
    expect(out.written.at(-1)).toBe('\r\x1b[2Kbuilding the viewer: 40 modules');
    status.stop();
    expect(out.written.at(-1)).toBe('\r\x1b[2K');
  });

  it('prints a plain line every 10 s when the output is piped, so a log never goes silent', () => {
    const out = stream(false);
    const status = createStatusLine(out, () => 'building the viewer: 12 modules');
    vi.advanceTimersByTime(9_999);
    expect(out.written).toEqual([]);
    vi.advanceTimersByTime(10_001);
    expect(out.written).toEqual(['building the viewer: 12 modules\n', 'building the viewer: 12 modules\n']);
    status.stop();
    vi.advanceTimersByTime(30_000);
    expect(out.written).toHaveLength(2);
  });

  it('says nothing for a step that ends before the delay', () => {
    const out = stream(true);
    createStatusLine(out, () => 'x').stop();
    vi.advanceTimersByTime(5_000);
    expect(out.written).toEqual([]);
  });
});
