import type { SourceRecord } from '../read/source.ts';
import type { LastCommit } from '../read/git.ts';
import type { SiteConfig } from '../read/config/schema.ts';
import type { SiteLayout } from '../read/layout.ts';
import type { PageData, Route } from '../../contracts/manifest.ts';

/** A route before its page file is written: data with raw HTML, plus what link checks and search need. */
export interface PlannedPage {
  route: Omit<Route, 'file' | 'alternates'>;
  data: PageData;
  /** the markdown behind the page, if any: its links are checked and its URLs rewritten */
  source: SourceRecord | null;
  /** the same page in other locales share this key, e.g. `doc:current:intro` */
  alternateKey: string | null;
  /** list pages: the post behind each entry of data.posts, whose summaries need rewriting */
  postSources?: SourceRecord[];
  /** whether its sections go into the search index */
  searchable: boolean;
  /** where a generated page is defined (a category's `_category_.json`, tags.yml, authors.yml), for diagnostics */
  origin?: SourcePosition;
  /**
   * what its relative links resolve from when not its path: `/docs/guide/` for a Docusaurus category
   * index, whose URL there ends with a slash, so `[x](setup)` is `/docs/guide/setup`
   */
  linkBase?: string;
}

export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** What every planner reads besides its own files. */
export interface PlanContext {
  config: SiteConfig;
  /** where the site's files are and how they become routes */
  layout: SiteLayout;
  /** content/ relative path -> last commit */
  git: Map<string, LastCommit>;
  includeDrafts: boolean;
}
