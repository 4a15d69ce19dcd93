import { describe, expect, it } from 'vitest';
import { parseJsonFile } from '../../../src/compiler/read/json-file.ts';

const parse = (text: string) => parseJsonFile('content/site.config.json', text, 'Invalid JSON', 'config');

/** `line:column message` of the syntax error, for short assertions. */
function syntaxError(text: string): string {
  const result = parse(text);
  if (result.ok) throw new Error('parsed');
  const { line, column, message } = result.diagnostic;
  return `${line}:${column} ${message}`;
}

describe('JSON syntax errors', () => {
  it('point at the token that breaks the file and say what was expected there', () => {
    expect(syntaxError('{\n  "title": "Tiny",\n  "url": \n}')).toBe("4:1 Invalid JSON: expected a value, found '}'");
    expect(syntaxError('{\n  "a": 1,\n}')).toBe("3:1 Invalid JSON: expected a property name in double quotes, found '}'");
    expect(syntaxError('{\n  "a" 1\n}')).toBe("2:7 Invalid JSON: expected ':' after the property name, found '1'");
    expect(syntaxError('[1 2]')).toBe("1:4 Invalid JSON: expected ',' before the next entry, found '2'");
    expect(syntaxError('{ "a": 1')).toBe("1:9 Invalid JSON: expected '}' to close the object, found the end of the file");
    expect(syntaxError('{ "a": NaN }')).toBe(
      "1:8 Invalid JSON: unexpected 'NaN', expected a string, number, object, array, true, false or null",
    );
  });

  it('rejects what JSON.parse rejects: comments, trailing commas, single quotes, an empty file', () => {
    expect(syntaxError('// the site\n{}')).toBe('1:1 Invalid JSON: comments are not allowed in JSON');
    expect(syntaxError('[1,]')).toBe("1:4 Invalid JSON: expected a value, found ']'");
    expect(syntaxError("{ 'a': 1 }")).toMatch(/^1:3 Invalid JSON: unexpected ''a''/);
    expect(syntaxError('')).toBe('1:1 Invalid JSON: expected a value, found the end of the file');
    expect(syntaxError('{ "a": "x\ty" }')).toBe('1:8 Invalid JSON: a control character in a string, expected it escaped (\\n, \\t)');
  });

  it('keeps the label and rule the caller gives', () => {
    const result = parseJsonFile('content/docs/a/_category_.json', '{ "label": }', 'Invalid JSON in category file', 'category');
    expect(result).toMatchObject({
      ok: false,
      diagnostic: { file: 'content/docs/a/_category_.json', line: 1, column: 12, rule: 'category', severity: 'error' },
    });
    if (!result.ok) expect(result.diagnostic.message).toMatch(/^Invalid JSON in category file: expected a value/);
  });
});

describe('locating a field', () => {
  const text = '{\n  "navbar": {\n    "items": [\n      { "to": "/a" },\n      "x"\n    ]\n  },\n  "docs.versions": { "1.0": {} }\n}';
  const located = parse(text);
  if (!located.ok) throw new Error('does not parse');
  const at = (path: (string | number)[]) => {
    const { line, column } = located.locate(path);
    return `${line}:${column}`;
  };

  it("gives an object member's key and an array item's value", () => {
    expect(at(['navbar', 'items'])).toBe('3:5');
    expect(at(['navbar', 'items', 0, 'to'])).toBe('4:9');
    expect(at(['navbar', 'items', 1])).toBe('5:7');
  });

  it('falls back to the deepest part of the path that exists, and to the file start', () => {
    expect(at(['navbar', 'items', 0, 'label'])).toBe('4:7');
    expect(at(['footer'])).toBe('1:1');
    expect(at([])).toBe('1:1');
  });

  it('reads a key with a dot in it as one key', () => {
    expect(at(['docs.versions', '1.0'])).toBe('8:22');
  });

  it('gives the value JSON.parse gives', () => {
    expect(located.value).toEqual(JSON.parse(text));
    const proto = parse('{ "__proto__": { "title": "x" } }');
    expect(proto.ok && Object.keys(proto.value as object)).toEqual(['__proto__']);
  });
});
