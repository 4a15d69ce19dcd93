import pc from 'picocolors';

/** Where the pipeline's human-readable lines go; passed in so tests can collect them. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** The terminal logger; with `json`, stdout is kept for the machine-readable summary and lines go to stderr. */
export function createConsoleLogger({ json = false }: { json?: boolean } = {}): Logger {
  const out = json ? process.stderr : process.stdout;
  return {
    info: (message) => out.write(`${message}\n`),
    warn: (message) => process.stderr.write(`${pc.yellow(message)}\n`),
    error: (message) => process.stderr.write(`${pc.red(message)}\n`),
  };
}

/** A logger that keeps every line, for tests and for callers that print later. */
export function createMemoryLogger(): Logger & { lines: { level: keyof Logger; message: string }[] } {
  const lines: { level: keyof Logger; message: string }[] = [];
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
  };
}
