/**
 * The outreach sequence, its lawful sending and the competitive report (docs/product-rules.md R41, R98-R105).
 * All /api/leads* and /api/admin/* routes here are admin-only; the report token page and the unsubscribe URL are
 * public. Dates are ISO strings; prices are decimal strings in the report's currency.
 */

export * from './sequences';
export * from './lead-emails';
export * from './marketing-stats';
export * from './reports';
export * from './inbound';
