/**
 * The `next` parameter of /auth: where to go once signed in or signed up. Only a path of this site is taken (it
 * starts with one '/', not '//' nor '/\'), so a crafted link cannot send a new user to another site.
 */
export function safeNext(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil.test") are dropped by URL parsers: refuse them.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const base = 'http://rivalwatch.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
