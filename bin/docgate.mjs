#!/usr/bin/env node
// the CLI is TypeScript; tsx compiles it on load so there is no separate build step for authors
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../pipeline/cli.ts');
await main(process.argv);
