// Prints functions of supabase/schemas with their comments and grants, as a migration brings an old
// database to them: `create or replace` replaces the body, the revoke/grant lines after it set who may
// call it. Table changes (alter table ...) are written by hand; the catalog test
// (tests/integration/gate-schemas.test.ts) checks that the migrations and the schema files agree.
//
//   node --import tsx scripts/schema-functions.ts docs_sign_in docs_private.live_session >> supabase/migrations/<version>_<name>.sql
//   node --import tsx scripts/schema-functions.ts --all

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMAS_DIR = fileURLToPath(new URL('../supabase/schemas', import.meta.url));

export interface SchemaFunction {
  /** schema-qualified, e.g. `public.docs_sign_in` */
  name: string;
  file: string;
  /** the comment lines above it, the `create or replace function ... $$;` and its revoke/grant lines */
  sql: string;
}

/** Every function of the schema files, in the order the files apply them. */
export function readSchemaFunctions(dir = SCHEMAS_DIR): SchemaFunction[] {
  const functions: SchemaFunction[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const head = /^create or replace function ([a-z_]+\.[a-z_0-9]+)\(/.exec(lines[i]);
      if (!head) continue;
      let start = i;
      while (start > 0 && lines[start - 1].startsWith('--')) start--;
      // the body is dollar-quoted: `as $$` ... `$$;`, then come its own revoke/grant lines
      let end = lines.findIndex((line, at) => at > i && /^\$\$;/.test(line)) + 1;
      if (end === 0) throw new Error(`${file}: no \`$$;\` ends function ${head[1]}`);
      while (end < lines.length && /^(revoke|grant) .* on function /.test(lines[end])) end++;
      functions.push({ name: head[1], file, sql: lines.slice(start, end).join('\n') });
      i = end - 1;
    }
  }
  return functions;
}

/** The named functions (`docs_sign_in` or `public.docs_sign_in`), or all, as migration text. */
export function functionsSql(names: string[] | 'all', functions = readSchemaFunctions()): string {
  const wanted =
    names === 'all'
      ? functions
      : names.map((name) => {
          const found = functions.filter((f) => f.name === name || f.name.endsWith(`.${name}`));
          if (found.length !== 1) throw new Error(`${name}: ${found.length ? 'ambiguous' : 'not a function of supabase/schemas'}`);
          return found[0];
        });
  return wanted.map((f) => `-- ${f.name}, from supabase/schemas/${f.file}\n${f.sql}\n`).join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (!args.length) {
    console.error('usage: node --import tsx scripts/schema-functions.ts (--all | <function>...)');
    process.exit(1);
  }
  process.stdout.write(functionsSql(args.includes('--all') ? 'all' : args));
}
