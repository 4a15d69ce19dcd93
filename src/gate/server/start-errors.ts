import pc from 'picocolors';
import { DatabaseBusyError } from '../database/lock.ts';
import { HostsConfigError } from './hosts.ts';
import { PortInUseError } from './run.ts';

/** Prints a start failure a user can fix as one line and sets exit code 1; rethrows anything else. */
export function reportStartError(error: unknown): void {
  if (error instanceof DatabaseBusyError) {
    const message = error.holder.url
      ? `docgate is already running at ${error.holder.url} (pid ${error.holder.pid}); stop it first or use that one.`
      : error.message;
    process.stderr.write(`${pc.red(message)}\n`);
    process.exitCode = 1;
    return;
  }
  if (error instanceof PortInUseError || error instanceof HostsConfigError) {
    process.stderr.write(`${pc.red(error.message)}\n`);
    process.exitCode = 1;
    return;
  }
  throw error;
}
