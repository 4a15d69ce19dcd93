import { assetBytes, type ContentSource, type GateAsset } from '../content/content-source.ts';
import { gatePath } from '../content/gate-refs.ts';
import { withoutBaseUrl } from './docusaurus-modules.tsx';
import { staticFiles } from './static-files.ts';

// Site code that fetches a file of its static folders at run time (AKS's `fetch('/webinars/agenda/2026-10.md')`, axios'
// XHR, `fetch(useBaseUrl('/data/list.json'))`) asks the viewer's origin, which serves no site file: it got the
// viewer's index.html. While a site bundle is in, a GET of a site path the static index holds, or of the URL
// useBaseUrl gave for one (a `gate:` asset, or a file inlined as a data: URL, which the CSP's connect-src
// refuses), is answered from the gate with the reader's session, as Docusaurus serves the file, and one of a
// file a folder of them lacks with a 404, as its host answers (AKS then tries last month's agenda). Any other
// request goes out as it was; after sign-out there is no source, so nothing is answered. Wrapping the
// page's fetch and XMLHttpRequest, not a service worker: a worker would be a script of the public shell
// holding the token, and it would answer the viewer's own requests too.

export interface StaticFile {
  url: string;
  /** 404 for a file a folder of the static files lacks */
  status: 200 | 404;
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

let source: ContentSource | null = null;
const nativeFetch = globalThis.fetch;
const NativeXhr = globalThis.XMLHttpRequest;

/** A data: URL's type and bytes (the bundle inlines a small file its code names as one). */
function dataUrlFile(url: string): Omit<StaticFile, 'url' | 'status'> | null {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/is.exec(url);
  if (!match) return null;
  const contentType = match[1] || 'text/plain;charset=US-ASCII';
  const data = match[2] ? match[3]! : decodeURIComponent(match[3]!);
  return { contentType, bytes: assetBytes({ contentType, encoding: match[2] ? 'base64' : 'utf8', data }) };
}

/** The static file a request names, fetched through the gate; null for any request that is not for one. */
export function staticFileOf(method: string, input: string): Promise<StaticFile> | null {
  if (!source || !/^(?:GET|HEAD)$/i.test(method)) return null;
  let url: URL;
  try {
    url = new URL(input, location.href);
  } catch {
    return null;
  }
  let found: string | undefined = input;
  if (url.origin === location.origin) {
    const path = withoutBaseUrl(url.pathname);
    found = staticFiles.lookUp(url.pathname) ?? staticFiles.lookUp(path);
    if (found === undefined && staticFiles.missing(path))
      return Promise.resolve({
        url: url.href,
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        bytes: new TextEncoder().encode('Not Found'),
      });
  } else if (url.protocol !== 'gate:' && url.protocol !== 'data:') return null;
  const asset = found === undefined ? null : gatePath(found);
  if (asset)
    return source
      .json<GateAsset>(asset)
      .then((file) => ({ url: url.href, status: 200, contentType: file.contentType, bytes: assetBytes(file) }));
  const inlined = found === undefined ? null : dataUrlFile(found);
  return inlined ? Promise.resolve({ url: url.href, status: 200, ...inlined }) : null;
}

const STATUS_TEXT = { 200: 'OK', 404: 'Not Found' };

/** fetch, answering a static file's request from the gate. */
function staticFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : null;
  const file = staticFileOf(init?.method ?? request?.method ?? 'GET', request ? request.url : String(input));
  if (!file) return nativeFetch(input, init);
  const head = /^HEAD$/i.test(init?.method ?? request?.method ?? '');
  return file.then(
    ({ url, status, contentType, bytes }) => {
      const response = new Response(head ? null : bytes, {
        status,
        statusText: STATUS_TEXT[status],
        headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      });
      Object.defineProperty(response, 'url', { value: url });
      return response;
    },
    // as a request the network failed: a gate error (an ended session) is no file
    () => Promise.reject(new TypeError('Failed to fetch')),
  );
}

// the XMLHttpRequest state an answered request shows in place of the native one's
const ANSWERED = [
  'readyState',
  'status',
  'statusText',
  'responseURL',
  'response',
  'responseText',
  'responseXML',
  'getResponseHeader',
  'getAllResponseHeaders',
];

/** XMLHttpRequest, answering a static file's request from the gate with the events a loaded one fires. */
class StaticXhr extends NativeXhr {
  #method = 'GET';
  #url = '';
  #aborted = false;

  override open(method: string, url: string | URL, async = true, user?: string | null, password?: string | null): void {
    for (const name of ANSWERED) delete (this as Record<string, unknown>)[name];
    this.#method = method;
    this.#url = String(url);
    this.#aborted = false;
    super.open(method, url, async, user, password);
  }

  override send(body?: Document | XMLHttpRequestBodyInit | null): void {
    const file = staticFileOf(this.#method, this.#url);
    if (!file) {
      super.send(body);
      return;
    }
    file.then(
      (found) => !this.#aborted && this.#answer(found),
      () => {
        if (this.#aborted) return;
        for (const [name, value] of Object.entries({ readyState: 4, status: 0 }))
          Object.defineProperty(this, name, { value, configurable: true });
        this.#fire(['readystatechange', 'error', 'loadend']);
      },
    );
  }

  override abort(): void {
    this.#aborted = true;
    super.abort();
  }

  #answer({ url, status, contentType, bytes }: StaticFile): void {
    const text = new TextDecoder().decode(bytes);
    const response = () => {
      switch (this.responseType) {
        case 'arraybuffer':
          return bytes.buffer;
        case 'blob':
          return new Blob([bytes], { type: contentType });
        case 'json':
          try {
            return JSON.parse(text);
          } catch {
            return null;
          }
        case 'document':
          return null;
        default:
          return text;
      }
    };
    const state = {
      readyState: 4,
      status,
      statusText: STATUS_TEXT[status],
      responseURL: url,
      response: response(),
      responseText: text,
      responseXML: null,
    };
    for (const [name, value] of Object.entries(state)) Object.defineProperty(this, name, { value, configurable: true });
    const headers = { 'content-type': contentType, 'content-length': String(bytes.byteLength) };
    this.getResponseHeader = (name: string) => headers[name.toLowerCase() as keyof typeof headers] ?? null;
    this.getAllResponseHeaders = () => `content-type: ${headers['content-type']}\r\ncontent-length: ${headers['content-length']}\r\n`;
    this.#fire(['readystatechange', 'load', 'loadend']);
  }

  #fire(types: string[]): void {
    for (const type of types) this.dispatchEvent(type === 'readystatechange' ? new Event(type) : new ProgressEvent(type));
  }
}

/**
 * Answers the site's static files from `next`, the signed-in reader's content source (null on sign-out: none);
 * the first call puts the wrappers in place of the page's fetch and XMLHttpRequest.
 */
export function answerStaticFiles(next: ContentSource | null): void {
  source = next;
  if (globalThis.fetch === nativeFetch) globalThis.fetch = staticFetch;
  if (globalThis.XMLHttpRequest === NativeXhr) globalThis.XMLHttpRequest = StaticXhr;
}
