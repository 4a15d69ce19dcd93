// The glob patterns of a content plugin's include and exclude options (`**/*.{md,mdx}`, `_*/**`) as a
// test of a path relative to its folder: `**`, `*`, `?`, `{a,b}` and `[...]`, what Docusaurus' defaults
// and sites write.

/** `a{b,c}d` -> [`abd`, `acd`], innermost braces first. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  const before = pattern.slice(0, match.index);
  const after = pattern.slice(match.index + match[0].length);
  return match[1]!.split(',').flatMap((choice) => expandBraces(`${before}${choice}${after}`));
}

function toRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` matches any number of folders, a trailing `**` anything
      if (pattern[i + 2] === '/') {
        source += '(?:[^/]*/)*';
        i += 2;
      } else {
        source += '.*';
        i += 1;
      }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end === -1) source += '\\[';
      else {
        source += `[${pattern
          .slice(i + 1, end)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else source += c.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** A test of whether a path matches one of the patterns. */
export function globMatcher(patterns: string[]): (path: string) => boolean {
  const regexps = patterns.flatMap(expandBraces).map(toRegExp);
  return (path) => regexps.some((re) => re.test(path));
}
