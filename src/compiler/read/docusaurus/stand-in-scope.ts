import { AsyncLocalStorage } from 'node:async_hooks';

// A stand-in (stub.ts) lets a config evaluate without the packages it imports. A site's remark plugin that
// calls one while a page renders would write what the stand-in gives into the page: OmniTrust's find-and-replace
// plugin built its pattern with a missing escape-string-regexp and turned every link into `undefinedundefined...`.
// There, a call fails instead, so the page is rendered without the site's plugins and says so (render.ts).
const rendering = new AsyncLocalStorage<boolean>();

/** Runs a page's render: a call of a stand-in inside it throws. */
export const whileRendering = <T>(run: () => T): T => rendering.run(true, run);

/** Runs a config's load (from inside a render too): a call of a stand-in gives another stand-in. */
export const whileLoading = <T>(run: () => T): T => rendering.run(false, run);

/** Whether this runs inside a module's load (loadModule). */
export const insideLoad = (): boolean => rendering.getStore() === false;

/** Whether a stand-in called now must fail. */
export const standInsFail = (): boolean => rendering.getStore() === true;
