/** How many path segments a page of the app has at most; a longer path is not one of ours. */
const MAX_SEGMENTS = 4;
/** A segment of one of our page paths: lower-case words joined by hyphens ("price-tracking"). */
const WORD = /^[a-z][a-z-]{0,23}$/;

/**
 * The page path a view is counted under (docs/product-rules.md R33), or null when it is not a page path: the
 * query and fragment dropped (they can hold an email address or a reset token), and every segment that is not a
 * plain word (an id, a token, anything with a digit) written `:id`, so no count names a person or a secret.
 */
export function normalisePagePath(raw: string): string | null {
  const pathname = raw.split(/[?#]/, 1)[0]!.toLowerCase();
  if (!pathname.startsWith('/')) return null;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > MAX_SEGMENTS) return null;
  return `/${segments.map((s) => (WORD.test(s) ? s : ':id')).join('/')}`;
}
