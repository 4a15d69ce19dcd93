// Docusaurus' highlight comments, so migrated pages keep their highlighted lines:
// `// highlight-next-line`, `# highlight-start` ... `# highlight-end`, `<!-- highlight-next-line -->`
const directive = /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;

/** Removes highlight comments from code and returns the 1-based lines they mark. */
export function applyMagicComments(code: string): { code: string; highlight: number[] } {
  if (!code.includes('highlight-')) return { code, highlight: [] };
  const kept: string[] = [];
  const highlight: number[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const match = directive.exec(line);
    if (match) {
      if (match[1] === 'highlight-next-line') nextLine = true;
      else inRange = match[1] === 'highlight-start';
      continue;
    }
    kept.push(line);
    if (nextLine || inRange) highlight.push(kept.length);
    nextLine = false;
  }
  return { code: kept.join('\n'), highlight };
}
