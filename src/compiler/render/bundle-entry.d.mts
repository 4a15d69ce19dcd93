/** Bundles our TypeScript into one plain ES module; its file URL, or null when it cannot be made. */
export function bundleToFile(source: { contents: string; resolveDir: string }, name: string): Promise<string | null>;
/** The file URL of `docgate build` as one plain module; null when it cannot be made. */
export function buildCliBundle(): Promise<string | null>;
/** `docgate build` as one plain module, with the heap tuned for a build; null when it cannot be bundled. */
export function loadBuildCli(): Promise<{ main(argv: string[]): Promise<void> } | null>;
