import { generatePassword } from '../database/demo-reader.ts';

export class PasswordInputError extends Error {}

/** Reads all of stdin (`--password-stdin`): the password is the first line, without its newline. */
export async function readPasswordFromStdin(stdin: NodeJS.ReadStream = process.stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString('utf8');
  const password = text.split(/\r?\n/)[0];
  if (!password) throw new PasswordInputError('No password on stdin.');
  return password;
}

/** Asks for a password on the terminal without echoing it. */
export function promptHidden(
  question: string,
  stdin: NodeJS.ReadStream = process.stdin,
  out: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    out.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      out.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new PasswordInputError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}

export interface PasswordChoice {
  generate?: boolean;
  passwordStdin?: boolean;
}

/**
 * The password for `users add` / `set-password`: generated, read from stdin, or typed twice at a
 * hidden prompt. Never from argv, where shell history and `ps` would keep it.
 */
export async function choosePassword(choice: PasswordChoice): Promise<{ password: string; generated: boolean }> {
  if (choice.generate && choice.passwordStdin) throw new PasswordInputError('Use either --generate or --password-stdin, not both.');
  if (choice.generate) return { password: generatePassword(), generated: true };
  if (choice.passwordStdin) return { password: await readPasswordFromStdin(), generated: false };
  if (!process.stdin.isTTY) {
    throw new PasswordInputError('No terminal to ask for a password: pass --password-stdin and pipe it in, or --generate.');
  }
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat password: ');
  if (first !== second) throw new PasswordInputError('The two passwords differ.');
  return { password: first, generated: false };
}
