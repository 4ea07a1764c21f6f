/**
 * The address customers write to. It mirrors the server's SUPPORT_EMAIL default; until a public
 * config call exposes the configured value, this is the one place the web app spells it.
 */
export const SUPPORT_EMAIL = 'support@rivalwatch.local';
