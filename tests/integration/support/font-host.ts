import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { REPO } from './cli.ts';

/** A real woff2 font (KaTeX's, which docgate's math packages install), for a browser to load. */
export const FONT = readFileSync(join(REPO, 'node_modules/katex/dist/fonts/KaTeX_Main-Regular.woff2'));

export interface FontHost {
  url: string;
  /** each request's path and User-Agent */
  requests: { path: string; userAgent: string }[];
  close(): Promise<void>;
}

/**
 * A font host on 127.0.0.1 as Google Fonts answers: `/css2?family=...` is an `@font-face` stylesheet whose
 * font is woff2 for a Chrome User-Agent (TTF for others, as Google's), `/s/remote-sans.woff2` the font;
 * anything else is 404.
 */
export async function startFontHost(): Promise<FontHost> {
  const requests: FontHost['requests'] = [];
  const server: Server = createServer((req, res) => {
    const userAgent = req.headers['user-agent'] ?? '';
    const path = req.url ?? '/';
    requests.push({ path, userAgent });
    if (path.startsWith('/css2?family=Remote+Sans')) {
      const font = /Chrome\//.test(userAgent) ? "url(/s/remote-sans.woff2) format('woff2')" : "url(/s/remote-sans.ttf) format('truetype')";
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
      res.end(`/* latin */\n@font-face {\n  font-family: 'Remote Sans';\n  font-style: normal;\n  font-weight: 400;\n  src: ${font};\n}\n`);
    } else if (path === '/s/remote-sans.woff2') {
      res.writeHead(200, { 'content-type': 'font/woff2' });
      res.end(FONT);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
