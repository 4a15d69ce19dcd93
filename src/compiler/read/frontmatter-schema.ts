import { z } from 'zod';

// frontmatter of docs, pages and blog posts: z.input is what authors write, z.output what code reads

// YAML's timestamps may leave out leading zeros (`2023-2-07T0:00:00Z`), which Docusaurus (js-yaml) reads
// as dates and Date.parse refuses: padded, they read the same
const padTimestamp = (v: string): string =>
  v
    .replace(
      /^(\d{4})-(\d{1,2})-(\d{1,2})(?=$|[Tt ])/,
      (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
    )
    .replace(/^(\d{4}-\d{2}-\d{2}[Tt ])(\d)(?=:)/, '$10$2');

const dateLike = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString() : padTimestamp(v.trim())))
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: "expected a date like '2025-01-31'" });
const tagRef = z.union([z.string(), z.strictObject({ label: z.string(), permalink: z.string().optional() })]);
const headingLevel = z.number().int().min(2).max(6);

export const docFrontmatterSchema = z.object({
  id: z
    .string()
    .regex(/^[^/]+$/, "expected an id without '/'")
    .optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  // Docusaurus: the sidebar a doc shows (null: none), and fields only its theme's components read
  displayed_sidebar: z.string().nullable().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  sidebar_key: z.string().optional(),
  parse_number_prefixes: z.boolean().optional(),
  tags: z.array(tagRef).default([]),
  keywords: z.array(z.string()).default([]),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  hide_title: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  last_update: z.strictObject({ date: dateLike.optional(), author: z.string().optional() }).optional(),
  custom_edit_url: z.string().nullable().optional(),
  image: z.string().optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
});

export const pageFrontmatterSchema = docFrontmatterSchema.extend({
  hero: z
    .strictObject({
      title: z.string().optional(),
      tagline: z.string().optional(),
      actions: z.array(z.strictObject({ label: z.string(), to: z.string(), primary: z.boolean().default(false) })).default([]),
    })
    .optional(),
  features: z.array(z.strictObject({ title: z.string(), description: z.string().default(''), icon: z.string().optional() })).default([]),
});

// an author written in a post: a name (or a key of authors.yml, whose fields this overrides) and more
const inlineAuthor = z
  .looseObject({
    key: z.string().optional(),
    name: z.string().optional(),
    title: z.string().optional(),
    url: z.string().optional(),
    image_url: z.string().optional(),
    imageURL: z.string().optional(),
    email: z.string().optional(),
    socials: z
      .record(
        z.string(),
        z.union([z.string(), z.number()]).transform((value) => String(value)),
      )
      .optional(),
  })
  // as Docusaurus: an author names itself by a key, a name or a picture
  .refine((author) => [author.key, author.name, author.image_url, author.imageURL].some((v) => v !== undefined), {
    message: 'expected a key of authors.yml, a name or an image_url',
  });

export const postFrontmatterSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  authors: z
    .union([z.string(), inlineAuthor, z.array(z.union([z.string(), inlineAuthor]))])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  // Docusaurus' legacy single-author fields
  author: z.string().optional(),
  author_title: z.string().optional(),
  authorTitle: z.string().optional(),
  author_url: z.string().optional(),
  authorURL: z.string().optional(),
  author_image_url: z.string().optional(),
  authorImageURL: z.string().optional(),
  tags: z.array(tagRef).default([]),
  date: dateLike.optional(),
  draft: z.boolean().default(false),
  unlisted: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  image: z.string().optional(),
  keywords: z.array(z.string()).default([]),
  last_update: z.strictObject({ date: dateLike.optional(), author: z.string().optional() }).optional(),
  format: z.enum(['md', 'mdx', 'detect']).optional(),
  // read by Docusaurus' theme only (the page's <title>, the blog sidebar), and the deprecated id
  title_meta: z.string().optional(),
  sidebar_label: z.string().optional(),
  id: z.string().optional(),
});

export type InlineAuthor = z.output<typeof inlineAuthor>;
export type DocFrontmatter = z.output<typeof docFrontmatterSchema>;
export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;
export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;
