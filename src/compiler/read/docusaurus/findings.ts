import { error, warning, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import { lineColumnAt } from '../positions.ts';

export type FieldPath = (string | number)[];

/**
 * Collects what reading a Docusaurus config finds wrong or left out, as diagnostics naming the field's
 * dotted path (`themeConfig.navbar.items.2.to`). A JS config has no field positions to ask for, so a
 * problem points at its value's first quoted occurrence in the file, else at its key's, else at the file.
 */
export class Findings {
  readonly diagnostics: Diagnostic[] = [];
  private readonly warned = new Set<string>();

  constructor(
    readonly file: string,
    private readonly text: string | null,
  ) {}

  error(path: FieldPath, message: string, value?: unknown): void {
    this.add('error', path, message, value);
  }

  warn(path: FieldPath, message: string, value?: unknown): void {
    this.add('warning', path, message, value);
  }

  /** Counts `key` as warned about, so a later warnOnce with it says nothing. */
  mark(key: string): void {
    this.warned.add(key);
  }

  /** A warning given once per `key` however often it is met (a missing package imported twice). */
  warnOnce(key: string, path: FieldPath, message: string, value?: unknown): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.warn(path, message, value);
  }

  /** A warning at a field, made but not collected: for what is found after the config is read. */
  warning(path: FieldPath, message: string, value?: unknown): Diagnostic {
    return this.made('warning', path, message, value);
  }

  private add(severity: Diagnostic['severity'], path: FieldPath, message: string, value: unknown): void {
    this.diagnostics.push(this.made(severity, path, message, value));
  }

  private made(severity: Diagnostic['severity'], path: FieldPath, message: string, value: unknown): Diagnostic {
    const at = this.locate(path, value);
    const prefix = path.length > 0 ? `${path.join('.')}: ` : '';
    return (severity === 'error' ? error : warning)('config', this.file, at, `${prefix}${message}`);
  }

  /** Where a field probably is in the file's text. */
  locate(path: FieldPath, value?: unknown): { line: number; column: number } {
    const text = this.text;
    if (text === null) return { line: 0, column: 0 };
    const found = (needle: string): { line: number; column: number } | null => {
      const at = text.indexOf(needle);
      return at === -1 ? null : lineColumnAt(text, at);
    };
    if (typeof value === 'string' && value !== '') {
      for (const quote of ["'", '"', '`']) {
        const at = found(`${quote}${value}${quote}`);
        if (at) return at;
      }
    }
    const key = [...path].reverse().find((part): part is string => typeof part === 'string');
    if (key) {
      const match = new RegExp(`(^|[\\s{,])['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`, 'm').exec(text);
      if (match) return lineColumnAt(text, match.index + match[1]!.length);
    }
    return { line: 0, column: 0 };
  }
}
