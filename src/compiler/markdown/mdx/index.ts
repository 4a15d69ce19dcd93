import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { PartialSource } from './context.ts';
import { newBindings } from './bindings.ts';
import { reduceMdx } from './reduce.ts';

export { preprocessMdx } from './preprocess.ts';
export { describe as describeMdxError, placeOf as placeOfMdxError } from './partials.ts';
export type { PartialSource } from './context.ts';

/** What render.ts leaves on `file.data.mdx` for an MDX page. */
export interface MdxPageData {
  frontMatter: Record<string, unknown>;
  partials: Record<string, PartialSource>;
  siteDir: string;
  /** the page's locale's code.json messages, id -> message */
  messages: Record<string, string>;
  /** the site's swizzled MDXComponents module, which components a page does not import come from */
  mdxComponents?: string;
  mdxThemeComponents?: Record<string, string>;
  /** theme modules the site swizzled whose imports are its code (SiteMarkdownOptions.ownThemeModules) */
  ownThemeModules?: string[];
  /** the site's plugins docgate does not run that may make files: a partial not found may be theirs */
  makersNotRun?: string[];
  /** the site code's import aliases, to folders relative to the project root (SiteMarkdownOptions.partialAliases) */
  aliases?: Record<string, string>;
}

export interface MdxOptions {
  /** parses a partial's body in its format */
  parse: (source: string, format: 'md' | 'mdx') => Root;
}

/** Reduces an MDX page's tree to Markdown and HTML nodes (mdx/reduce.ts); pages without `file.data.mdx` pass. */
export default function remarkMdxToData(options: MdxOptions) {
  return (tree: Root, file: VFile) => {
    const page = file.data.mdx;
    if (!page) return;
    reduceMdx(tree, {
      file,
      from: file.path,
      lineOffset: 0,
      bindings: newBindings({ frontMatter: page.frontMatter }),
      partials: page.partials,
      siteDir: page.siteDir,
      messages: page.messages ?? {},
      mdxComponents: page.mdxComponents,
      mdxThemeComponents: page.mdxThemeComponents ?? {},
      ownThemeModules: new Set(page.ownThemeModules),
      makersNotRun: page.makersNotRun ?? [],
      aliases: page.aliases ?? {},
      parse: options.parse,
      stack: [file.path],
      warned: new Set(),
      reduce: reduceMdx,
    });
  };
}
