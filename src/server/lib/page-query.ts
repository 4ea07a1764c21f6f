import { z } from 'zod';

/**
 * The query of every keyset-paged list: `limit` rows (the list's own default and maximum) after `cursor`, the
 * opaque value the previous page named in its `Link: <…>; rel="next"` header. The document's operations that
 * take it are given the paging headers (openapi-paging.ts).
 */
export function pageQuery(page: { default: number; max: number }) {
  return z.strictObject({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(page.max)
      .optional()
      .describe(`Rows per page, 1-${page.max} (default ${page.default})`),
    cursor: z
      .string()
      .max(500)
      .optional()
      .describe(
        'Where the page starts: the cursor of the previous page’s Link rel="next" (or x-next-cursor)',
      ),
  });
}

/** A query the document marks as paged: it takes a cursor. */
export const PAGED_PARAM = 'cursor';
