import { z } from 'zod';
import type { MagicComment } from '../../contracts/magic-comments.ts';

// A site's `themeConfig.prism.magicComments`, checked as Docusaurus' config validation checks them; what
// they do is src/contracts/magic-comments.ts, which the viewer shares.

export const magicCommentSchema = z.object({
  className: z.string().min(1),
  line: z.string().min(1).optional(),
  block: z.object({ start: z.string().min(1), end: z.string().min(1) }).optional(),
}) satisfies z.ZodType<MagicComment>;
export const magicCommentsSchema = z.array(magicCommentSchema);

export { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHT_CLASS, type MagicComment } from '../../contracts/magic-comments.ts';
