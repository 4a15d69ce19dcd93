import { createRequire } from 'node:module';
import type { Node, ParseError } from 'jsonc-parser';
import { error, FILE_START, type Diagnostic, type Position } from '../diagnostics/diagnostic.ts';
import type { RuleId } from '../diagnostics/rules.ts';
import { lineColumnAt } from './positions.ts';

// site.config.json, _category_.json, versions.json and sidebars files: jsonc-parser gives the offset of a
// syntax error and of every field, so both kinds of problem point at their place in the file

// loaded by node at run time, never bundled: its main file is UMD, whose inner requires esbuild (the CLI's
// bundles) cannot follow, and its ESM build imports without file extensions, which node cannot resolve
const { findNodeAtLocation, parse, parseTree, printParseErrorCode } = createRequire(import.meta.url)(
  'jsonc-parser',
) as typeof import('jsonc-parser');

export type JsonPath = (string | number)[];

export type JsonFileResult = { ok: true; value: unknown; locate: (path: JsonPath) => Position } | { ok: false; diagnostic: Diagnostic };

// JSON as JSON.parse reads it: no comments, no trailing commas, no empty file
const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Parses a JSON file's text; a syntax error becomes one diagnostic at its position, headed `label`. */
export function parseJsonFile(file: string, text: string, label: string, rule: RuleId): JsonFileResult {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, STRICT);
  const first = errors[0];
  if (first || !root) {
    const at = first ? lineColumnAt(text, first.offset) : FILE_START;
    return { ok: false, diagnostic: error(rule, file, at, `${label}: ${first ? describeSyntaxError(text, first) : 'expected a value'}`) };
  }
  let value: unknown;
  try {
    // JSON.parse gives the value: the same one as before for every file, `__proto__` keys included
    value = JSON.parse(text);
  } catch (thrown) {
    return {
      ok: false,
      diagnostic: error(rule, file, FILE_START, `${label}: ${thrown instanceof Error ? thrown.message : String(thrown)}`),
    };
  }
  return { ok: true, value, locate: (path) => locateJsonPath(text, root, path) };
}

/** The position of the deepest existing prefix of a field path: a member's key, an array item's value. */
function locateJsonPath(text: string, root: Node, path: JsonPath): Position {
  for (let n = path.length; n > 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n));
    if (!node) continue;
    const offset = node.parent?.type === 'property' ? node.parent.offset : node.offset;
    return lineColumnAt(text, offset);
  }
  return FILE_START;
}

/** What is wrong at a syntax error, in the author's terms: `expected a value, found '}'`. */
function describeSyntaxError(text: string, { error: code, offset, length }: ParseError): string {
  const found = length > 0 && offset < text.length ? `'${text.slice(offset, offset + Math.min(length, 20))}'` : 'the end of the file';
  // the codes are a const enum, which isolated modules cannot read: switch on their names
  switch (printParseErrorCode(code)) {
    case 'InvalidSymbol':
      return `unexpected ${found}, expected a string, number, object, array, true, false or null`;
    case 'ValueExpected':
      return `expected a value, found ${found}`;
    case 'PropertyNameExpected':
      return `expected a property name in double quotes, found ${found}`;
    case 'ColonExpected':
      return `expected ':' after the property name, found ${found}`;
    case 'CommaExpected':
      return `expected ',' before the next entry, found ${found}`;
    case 'CloseBraceExpected':
      return `expected '}' to close the object, found ${found}`;
    case 'CloseBracketExpected':
      return `expected ']' to close the array, found ${found}`;
    case 'EndOfFileExpected':
      return `expected the end of the file after the value, found ${found}`;
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return 'comments are not allowed in JSON';
    case 'UnexpectedEndOfString':
      return `unterminated string, expected a closing '"'`;
    case 'UnexpectedEndOfNumber':
    case 'InvalidNumberFormat':
      return `invalid number ${found}`;
    case 'InvalidUnicode':
      return 'invalid \\u escape in a string, expected four hex digits';
    case 'InvalidEscapeCharacter':
      return 'invalid escape in a string, expected one of \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX';
    case 'InvalidCharacter':
      return 'a control character in a string, expected it escaped (\\n, \\t)';
    default:
      return `unexpected ${found}`;
  }
}

/** `text` read as TypeScript reads a tsconfig.json: comments and trailing commas allowed; undefined for no JSON at all. */
export const parseLooseJson = (text: string): unknown => parse(text, [], { allowTrailingComma: true }) as unknown;
