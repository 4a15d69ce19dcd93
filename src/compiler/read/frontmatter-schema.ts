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

// as Docusaurus' JoiFrontMatter: a number or date where text is meant (`title: 2024`, `keywords: [404]`,
// which YAML reads as a number) is that text
const text = (schema: z.ZodString = z.string()) =>
  z.preprocess((v) => (typeof v === 'number' || v instanceof Date ? v.toString() : v), schema);
// and as Joi converts (`convert: true`): `sidebar_position: '2'` is 2, `hide_table_of_contents: 'true'` is true
export const numeric = (schema: z.ZodNumber = z.number()) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v), schema);
export const flag = () =>
  z.preprocess((v) => (typeof v === 'string' && /^\s*(?:true|false)\s*$/i.test(v) ? v.trim().toLowerCase() === 'true' : v), z.boolean());
const tagRef = z.union([text(), z.strictObject({ label: text(), permalink: text().optional() })]);
const formatSetting = z.enum(['md', 'mdx', 'detect']);
// Docusaurus' own way for a page to choose: `mdx: { format: md }`
const mdxOptions = z.object({ format: formatSetting.optional() });
const headingLevel = numeric(z.number().int().min(2).max(6));

export const docFrontmatterSchema = z.object({
  id: text(z.string().regex(/^[^/]+$/, "expected an id without '/'")).optional(),
  title: text().optional(),
  description: text().optional(),
  slug: text().optional(),
  sidebar_label: text().optional(),
  sidebar_position: numeric().optional(),
  sidebar_class_name: text().optional(),
  // Docusaurus: the sidebar a doc shows (null: none), and fields only its theme's components read
  displayed_sidebar: text().nullable().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  sidebar_key: text().optional(),
  parse_number_prefixes: flag().optional(),
  tags: z.array(tagRef).default([]),
  keywords: z.array(text()).default([]),
  draft: flag().default(false),
  unlisted: flag().default(false),
  hide_title: flag().default(false),
  hide_table_of_contents: flag().default(false),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_prev: text().nullable().optional(),
  pagination_next: text().nullable().optional(),
  pagination_label: text().optional(),
  last_update: z.strictObject({ date: dateLike.optional(), author: text().optional() }).optional(),
  custom_edit_url: text().nullable().optional(),
  image: text().optional(),
  format: formatSetting.optional(),
  mdx: mdxOptions.optional(),
});

export const pageFrontmatterSchema = docFrontmatterSchema.extend({
  // Docusaurus: a class on the page's main wrapper (flow's landing CSS)
  wrapperClassName: text().optional(),
  hero: z
    .strictObject({
      title: text().optional(),
      tagline: text().optional(),
      actions: z.array(z.strictObject({ label: text(), to: text(), primary: z.boolean().default(false) })).default([]),
    })
    .optional(),
  features: z.array(z.strictObject({ title: text(), description: text().default(''), icon: text().optional() })).default([]),
});

// an author written in a post: a name (or a key of authors.yml, whose fields this overrides) and more
const inlineAuthor = z
  .looseObject({
    key: text().optional(),
    name: text().optional(),
    title: text().optional(),
    url: text().optional(),
    image_url: text().optional(),
    imageURL: text().optional(),
    email: text().optional(),
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
  title: text().optional(),
  description: text().optional(),
  slug: text().optional(),
  authors: z
    .union([text(), inlineAuthor, z.array(z.union([text(), inlineAuthor]))])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  // Docusaurus' legacy single-author fields
  author: text().optional(),
  author_title: text().optional(),
  authorTitle: text().optional(),
  author_url: text().optional(),
  authorURL: text().optional(),
  author_image_url: text().optional(),
  authorImageURL: text().optional(),
  tags: z.array(tagRef).default([]),
  date: dateLike.optional(),
  draft: flag().default(false),
  unlisted: flag().default(false),
  hide_table_of_contents: flag().default(false),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  image: text().optional(),
  keywords: z.array(text()).default([]),
  last_update: z.strictObject({ date: dateLike.optional(), author: text().optional() }).optional(),
  format: formatSetting.optional(),
  mdx: mdxOptions.optional(),
  // read by Docusaurus' theme only (the page's <title>, the blog sidebar), and the deprecated id
  title_meta: text().optional(),
  sidebar_label: text().optional(),
  id: text().optional(),
});

export type InlineAuthor = z.output<typeof inlineAuthor>;
export type DocFrontmatter = z.output<typeof docFrontmatterSchema>;
export type PageFrontmatter = z.output<typeof pageFrontmatterSchema>;
export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;
