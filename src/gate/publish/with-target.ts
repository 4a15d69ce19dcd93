import pc from 'picocolors';
import { GateError } from '../database/errors.ts';
import { DatabaseBusyError } from '../database/lock.ts';
import { loadProjectEnv, stateDirOf } from '../database/state.ts';
import { PasswordInputError } from '../users/password-input.ts';
import { PublishError } from './publish.ts';
import { resolveTarget, TargetConfigError, type GateTarget } from './target.ts';

/**
 * Runs a publish or users action against the target the environment names, closes it, and turns
 * the errors a user can fix into one red line and exit code 1 (never a stack trace).
 */
export async function withTarget(root: string, action: (target: GateTarget) => Promise<void>): Promise<void> {
  let target: GateTarget | null = null;
  try {
    loadProjectEnv(root);
    target = await resolveTarget(stateDirOf(root));
    await action(target);
  } catch (error) {
    if (
      error instanceof GateError ||
      error instanceof DatabaseBusyError ||
      error instanceof TargetConfigError ||
      error instanceof PublishError ||
      error instanceof PasswordInputError
    ) {
      const where = error instanceof GateError && target ? ` (${target.name})` : '';
      process.stderr.write(`${pc.red(`${error.message}${where}`)}\n`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await target?.close();
  }
}
