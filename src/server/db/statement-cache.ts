import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/** Statements longer than this (bulk inserts with many value lists) are sent unnamed, as before. */
const MAX_TEXT = 8_000;
/** Distinct statements one connection keeps prepared; past it, new texts go unnamed. */
const MAX_PER_CONNECTION = 300;

/** Statement names by text, shared by every connection (hashing each query again would cost more than a lookup). */
const names = new Map<string, string>();
const MAX_NAMES = 2_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `rw_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * Marks a statement whose best plan depends on its values, to be planned for each call's values instead: it is
 * sent unnamed. A search is one: `ILIKE '%word%'` is fastest by trigram index for a rare word, along the sort's
 * index for a common one, and by a plain scan for one or two letters (no trigram to look up). Prepared, PostgreSQL
 * settles after five runs on one generic plan that cannot see the pattern, and a rare word or a short one pays for
 * it (measured: 1 ms against 150-300 ms on 100,000 leads).
 */
export const PLAN_EACH_CALL = '/* rw:plan-each-call */';

/**
 * Marks a long statement of fixed text (past MAX_TEXT, which keeps bulk inserts out) to be prepared all the same.
 * The change events' fan-out is one: 12 KB of SQL run for every batch of a scrape, whose planning took 7.5 ms a
 * call, more than it took to run (bench:scale, pg_stat_statements).
 */
export const PREPARE_LONG_TEXT = '/* rw:prepare-long-text */';

/**
 * A uuid the planner cannot look into: `(SELECT $1::uuid)`, run once as an InitPlan. The planner costs the statement
 * for the average row of that key, the same for every value, so a prepared statement keeps its generic plan after
 * five runs. Given the value itself, PostgreSQL costs a plan for that account or store; where it has fewer rows than
 * the average, that plan looks cheaper than the generic one, and the statement was planned again on every call
 * (docs/decisions/014-api-calls-under-load.md). The opposite of PLAN_EACH_CALL, and only where one plan suits
 * every value: the insight lists read each of an account's stores by its own index and stop early. Not the change
 * events' fan-out: there a plan for the average store may read a batch's events through the store's index, which
 * for a store with years of events is all of them (with the ids, a big store's custom plan reads the batch by key).
 */
export function opaqueUuid(value: string): SQL {
  return sql`(SELECT ${value}::uuid)`;
}

type TQueryConfig = { text?: unknown; name?: unknown; submit?: unknown; values?: unknown };

/** Parameters given either in the config or as the second argument, as pg accepts both. */
const hasValues = (config: TQueryConfig, second: unknown) =>
  (Array.isArray(second) && second.length > 0) || (Array.isArray(config.values) && config.values.length > 0);

/**
 * A pg client that prepares each distinct statement once per connection: it names a query by the hash of its
 * text, so PostgreSQL parses and plans it once and then reuses the plan (after five runs, a generic plan when
 * that is no dearer). The app's reads are short, fixed texts run thousands of times, and their planning cost as
 * much as running them. Cursors and streams (submittables) pass through untouched, and so do queries without
 * parameters (pg sends those by the simple protocol, which also runs several statements in one text) and queries
 * marked PLAN_EACH_CALL.
 */
export class StatementCachingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const prepared = new Set<string>();
    const send = super.query.bind(this) as (...args: unknown[]) => unknown;
    // Replaced on the instance so pg.Client's typed overloads stay as they are for callers.
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const config = args[0] as TQueryConfig | string | undefined;
      if (
        config &&
        typeof config === 'object' &&
        typeof config.text === 'string' &&
        config.name === undefined &&
        typeof config.submit !== 'function' &&
        (config.text.length <= MAX_TEXT || config.text.includes(PREPARE_LONG_TEXT)) &&
        !config.text.includes(PLAN_EACH_CALL) &&
        hasValues(config, args[1])
      ) {
        const name = nameOf(config.text);
        if (prepared.has(name) || prepared.size < MAX_PER_CONNECTION) {
          prepared.add(name);
          args[0] = { ...config, name };
        }
      }
      return send(...args);
    };
  }
}
