import { error, type Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { RuleId } from '../../diagnostics/rules.ts';
import { lineColumnAt } from '../positions.ts';

// a tiny JSON walker that remembers where each value starts, so config errors can point at the field

type Path = (string | number)[];

/** Maps dotted paths (`navbar.items.2.position`) to the offset of their key (or value, for array items). */
export function jsonOffsets(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const str = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      return text.slice(start + 1, i - 1);
    }
  };
  const value = (path: Path): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      while (i < text.length && text[i] !== '}') {
        ws();
        if (text[i] !== '"') return;
        const keyAt = i;
        const key = str();
        const child = [...path, key];
        offsets.set(child.join('.'), keyAt);
        ws();
        if (text[i] !== ':') return;
        i++;
        value(child);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '[') {
      i++;
      let n = 0;
      ws();
      while (i < text.length && text[i] !== ']') {
        ws();
        const child = [...path, n++];
        offsets.set(child.join('.'), i);
        value(child);
        ws();
        if (text[i] === ',') i++;
        ws();
      }
      i++;
    } else if (c === '"') {
      str();
    } else {
      while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i++;
    }
  };
  value([]);
  return offsets;
}

/** Finds the line and column of the deepest existing prefix of a field path in a JSON text. */
export function locateJsonPath(text: string, offsets: Map<string, number>, path: Path): { line: number; column: number } {
  for (let n = path.length; n > 0; n--) {
    const at = offsets.get(path.slice(0, n).join('.'));
    if (at !== undefined) return lineColumnAt(text, at);
  }
  return { line: 1, column: 1 };
}

/** Reads the position of a JSON.parse error from its message (Node reports `position N` or `line L column C`). */
export function jsonSyntaxPosition(text: string, error: unknown): { line: number; column: number } {
  const message = error instanceof Error ? error.message : String(error);
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]) };
  const pos = /position (\d+)/.exec(message);
  if (pos) return lineColumnAt(text, Number(pos[1]));
  return lineColumnAt(text, text.length);
}

/** Parses a JSON file's text; a syntax error becomes one diagnostic at its position, headed `label`. */
export function parseJsonFile(file: string, text: string, label: string, rule: RuleId): { value: unknown } | { diagnostic: Diagnostic } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (thrown) {
    const message = `${label}: ${thrown instanceof Error ? thrown.message : String(thrown)}`;
    return { diagnostic: error(rule, file, jsonSyntaxPosition(text, thrown), message) };
  }
}
