// The host names the local server answers to. A web page on another site can point a name it controls
// at 127.0.0.1 (DNS rebinding) and then read this server as its own origin; checking the Host header
// stops that. The origin the viewer is told to call comes from this list, never from the request.

/** Host header (lower case) -> the origin the viewer calls when it was loaded from that host. */
export type AllowedHosts = Map<string, string>;

// a DNS name or a bracketed IPv6 address, with an optional port
const HOST_NAME = /^(?:[a-z\d-]+(?:\.[a-z\d-]+)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

export class HostsConfigError extends Error {}

/**
 * The loopback names with the port, plus `extra` (DOCGATE_HOSTS, comma-separated): an origin
 * (`https://docs.example.com`, for a proxy in front) or a host name with an optional port
 * (`docs.lan`, `docs.lan:8080`); a name without a port is answered with and without this port.
 */
export function allowedHosts(port: number, extra = ''): AllowedHosts {
  const hosts: AllowedHosts = new Map();
  const add = (host: string, origin: string) => hosts.set(host.toLowerCase(), origin);
  for (const name of ['localhost', '127.0.0.1', '[::1]']) {
    add(`${name}:${port}`, `http://${name}:${port}`);
    if (port === 80) add(name, `http://${name}`);
  }
  for (const entry of extra
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (/^https?:\/\//i.test(entry)) {
      const url = parseUrl(entry);
      if (url.pathname !== '/' || url.search || url.hash || url.username)
        throw new HostsConfigError(`DOCGATE_HOSTS: '${entry}' is not an origin, expected e.g. https://docs.example.com`);
      add(url.host, url.origin);
      continue;
    }
    if (!HOST_NAME.test(entry))
      throw new HostsConfigError(`DOCGATE_HOSTS: '${entry}' is not a host name, expected e.g. docs.lan or docs.lan:8080`);
    add(entry, `http://${entry.toLowerCase()}`);
    if (!/:\d+$/.test(entry)) add(`${entry}:${port}`, `http://${entry.toLowerCase()}:${port}`);
  }
  return hosts;
}

function parseUrl(text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw new HostsConfigError(`DOCGATE_HOSTS: '${text}' is not a host name or an origin`);
  }
}

/** The configured origin for a request's Host header, or null when this server does not answer that name. */
export function originForHost(hosts: AllowedHosts, host: string | undefined): string | null {
  return host ? (hosts.get(host.toLowerCase()) ?? null) : null;
}
