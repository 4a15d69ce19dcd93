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
