// worker threads do not inherit tsx from the parent: register it here, then load the TypeScript worker
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
