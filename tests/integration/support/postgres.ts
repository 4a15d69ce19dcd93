import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function binary(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(':')) if (existsSync(join(dir, name))) return join(dir, name);
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort().reverse() : [];
  for (const v of versions) if (existsSync(`/usr/lib/postgresql/${v}/bin/${name}`)) return `/usr/lib/postgresql/${v}/bin/${name}`;
  throw new Error(`${name} not found: install PostgreSQL (apt-get install postgresql)`);
}

export interface PostgresCluster {
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Starts a throwaway PostgreSQL cluster (initdb + pg_ctl) in a temp dir on a free loopback port. */
export async function startPostgres(): Promise<PostgresCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'docgate-pg-'));
  const data = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  // initdb refuses to run as root; CI containers often are root, so run the server as `postgres`
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chownToPostgres(dir);
  const exec = (file: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args));
  await exec(binary('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c log_min_messages=info`;
  await exec(binary('pg_ctl'), ['-D', data, '-l', logFile, '-o', options, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    logFile,
    async stop() {
      await exec(binary('pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function chownToPostgres(dir: string): Promise<void> {
  const passwd = await readFile('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root needs a `postgres` system user (apt-get install postgresql)');
  const [, , uid, gid] = line.split(':');
  await chown(dir, Number(uid), Number(gid));
}
