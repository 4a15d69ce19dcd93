// npm commands in Yarn, pnpm and Bun, as @docusaurus/remark-plugin-npm2yarn shows them (it uses the
// npm-to-yarn package; these are its rules for the commands docs write)

type Convert = (args: string[]) => string[] | null;

const INSTALL_FLAGS: Record<string, Record<string, string>> = {
  yarn: {
    '--save-dev': '--dev',
    '-D': '--dev',
    '--save-exact': '--exact',
    '-E': '--exact',
    '--save-optional': '--optional',
    '-O': '--optional',
    '--save': '',
    '-S': '',
    '--global': '',
    '-g': '',
  },
  pnpm: { '--save': '', '-S': '' },
  bun: {
    '--save-dev': '--dev',
    '-D': '--dev',
    '--save-exact': '--exact',
    '-E': '--exact',
    '--save-optional': '--optional',
    '-O': '--optional',
    '--save': '',
    '-S': '',
    '-g': '--global',
  },
};

const flags = (manager: string, args: string[]): string[] => args.map((arg) => INSTALL_FLAGS[manager]![arg] ?? arg);
const isGlobal = (args: string[]): boolean => args.includes('-g') || args.includes('--global');

const yarn: Record<string, Convert> = {
  install: (args) => (args.length === 1 ? ['install'] : [...(isGlobal(args) ? ['global'] : []), 'add', ...flags('yarn', args.slice(1))]),
  uninstall: (args) => [...(isGlobal(args) ? ['global'] : []), 'remove', ...flags('yarn', args.slice(1))],
  // `npm run build` -> `yarn build`
  run: (args) => (args.length > 1 ? args.slice(1) : args),
  exec: (args) => args.slice(1),
  init: (args) => (args[1] && !args[1].startsWith('-') ? ['create', ...args.slice(1)] : args),
  test: (args) => args,
  start: (args) => args,
  ci: () => ['install', '--frozen-lockfile'],
};

const pnpm: Record<string, Convert> = {
  install: (args) => (args.slice(1).some((arg) => !arg.startsWith('-')) ? ['add', ...flags('pnpm', args.slice(1))] : flags('pnpm', args)),
  uninstall: (args) => ['remove', ...args.slice(1)],
  run: (args) => args,
  exec: (args) => args,
  init: (args) => (args[1] && !args[1].startsWith('-') ? ['create', ...args.slice(1)] : args),
  test: (args) => args,
  start: (args) => args,
  ci: () => ['install', '--frozen-lockfile'],
};

const bun: Record<string, Convert> = {
  install: (args) => (args.length === 1 ? ['install'] : ['add', ...flags('bun', args.slice(1))]),
  uninstall: (args) => ['remove', ...flags('bun', args.slice(1))],
  run: (args) => args,
  exec: (args) => ['x', ...args.slice(1)],
  init: (args) => (args[1] && !args[1].startsWith('-') ? ['x', `create-${args[1]}`, ...args.slice(2)] : args),
  test: () => ['test'],
  start: (args) => ['run', ...args],
  ci: () => ['install', '--frozen-lockfile'],
};

const ALIASES: Record<string, string> = {
  i: 'install',
  add: 'install',
  un: 'uninstall',
  remove: 'uninstall',
  rm: 'uninstall',
  r: 'uninstall',
  t: 'test',
  x: 'exec',
  create: 'init',
};
const TABLES: Record<string, Record<string, Convert>> = { yarn, pnpm, bun };

/** Rewrites every `npm ...` command in `code` for `manager`; a command it does not know is flagged as npm-to-yarn does. */
export function convertNpmCommands(code: string, manager: 'yarn' | 'pnpm' | 'bun'): string {
  return code.replace(/(^|&&\s*|;\s*|\|\|\s*)npm(?:[ \t]+([^&;|\n\r]*))?/gm, (_match, before: string, rest: string | undefined) => {
    const trailing = /\s*$/.exec(rest ?? '')![0];
    const args = (rest ?? '')
      .trim()
      .split(/[ \t]+/)
      .filter(Boolean);
    const command = ALIASES[args[0] ?? ''] ?? args[0] ?? '';
    const convert = TABLES[manager]![command];
    if (!convert) return `${before}${manager} ${args.join(' ')}${trailing}\n# couldn't auto-convert command`;
    const converted = convert([command, ...args.slice(1)]);
    return `${before}${manager} ${converted!.filter(Boolean).join(' ')}${trailing}`;
  });
}
