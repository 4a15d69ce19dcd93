import type { RenderFn } from '../render/index.ts';

export interface Progress {
  /** the render function, counted */
  render: RenderFn;
  stop(): void;
}

/** A one-line "rendering 340/1000 pages" on a terminal, shown only when a build takes more than a moment. */
export function createProgress(render: RenderFn, stream: NodeJS.WriteStream, { delayMs = 800, enabled = true } = {}): Progress {
  // piped output (CI logs, tests) gets no carriage-return noise
  if (!enabled || !stream.isTTY) return { render, stop: () => undefined };
  let requested = 0;
  let done = 0;
  let shown = false;
  const started = Date.now();
  const draw = () => {
    if (Date.now() - started < delayMs) return;
    shown = true;
    stream.write(`\r\x1b[2Krendering pages ${done}/${requested}`);
  };
  const timer = setInterval(draw, 100);
  timer.unref();
  return {
    render: async (input) => {
      requested++;
      try {
        return await render(input);
      } finally {
        done++;
        if (!shown) draw();
      }
    },
    stop() {
      clearInterval(timer);
      if (shown) stream.write('\r\x1b[2K');
    },
  };
}

/**
 * Says what a long step is doing so the terminal is never silent: redrawn in place on a terminal (after
 * `delayMs`), a line every `everyMs` when the output is piped.
 */
export function createStatusLine(
  stream: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>,
  describe: () => string,
  { delayMs = 800, everyMs = 10_000 } = {},
): { stop(): void } {
  const started = Date.now();
  let shown = false;
  const tty = stream.isTTY === true;
  const timer = setInterval(
    () => {
      if (Date.now() - started < delayMs) return;
      shown = true;
      stream.write(tty ? `\r\x1b[2K${describe()}` : `${describe()}\n`);
    },
    tty ? 200 : everyMs,
  );
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (shown && tty) stream.write('\r\x1b[2K');
    },
  };
}
