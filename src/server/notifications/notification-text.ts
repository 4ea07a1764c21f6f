import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL fragments that render a notification's title and message inside the fan-out INSERT … SELECT, so text is
 * built set-based, once per (event, user). Money follows Intl en-US for the common shop currencies ("$89.00",
 * "€12.50", "CA$5.00", "¥1,200") and "CHF 12.00" for the rest; percents have one decimal.
 */

const SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  INR: '₹',
  KRW: '₩',
  CNY: 'CN¥',
  MXN: 'MX$',
  BRL: 'R$',
  HKD: 'HK$',
};
const ZERO_DECIMAL = ['JPY', 'KRW'];

// Our own constants, inlined as literals (no user text reaches sql.raw).
const symbolCases = sql.raw(
  Object.entries(SYMBOLS)
    .map(([code, symbol]) => `WHEN '${code}' THEN '${symbol}'`)
    .join(' '),
);
const zeroDecimal = sql.raw(ZERO_DECIMAL.map((c) => `'${c}'`).join(', '));

export function moneySql(amount: SQL, currency: SQL): SQL {
  return sql`((CASE ${currency} ${symbolCases} ELSE ${currency} || ' ' END) || to_char(${amount},
    CASE WHEN ${currency} IN (${zeroDecimal}) THEN 'FM999,999,999,990' ELSE 'FM999,999,999,990.00' END))`;
}

/** "-25.8" / "+11.2" */
const signedPct = (pct: SQL) => sql`to_char(${pct}, 'FMS99999990.0')`;
const plainPct = (pct: SQL) => sql`to_char(${pct}, 'FM99999990.0')`;

/** Columns the fragments read: e (change_events), p (products, may be null), st (stores), m.competitor_name. */
export function notificationTextSql(): { title: SQL; message: SQL } {
  const name = sql`m.competitor_name`;
  const item = sql`(p.title || coalesce(' (' || e.variant_title || ')', ''))`;
  const money = (col: SQL) => moneySql(col, sql`st.currency`);
  const oldPrice = money(sql`e.old_price`);
  const newPrice = money(sql`e.new_price`);
  const wasPrice = money(sql`e.new_compare_at_price`);
  const title = sql`coalesce(CASE e.type
      WHEN 'price_decrease' THEN 'Price drop: ' || ${item}
      WHEN 'price_increase' THEN 'Price increase: ' || ${item}
      WHEN 'new_product' THEN 'New product: ' || ${item}
      WHEN 'discount_started' THEN 'Discount: ' || ${item}
      WHEN 'discount_deepened' THEN 'Bigger discount: ' || ${item}
      WHEN 'store_wide_sale' THEN 'Store-wide sale: ' || ${name}
      WHEN 'out_of_stock' THEN 'Out of stock: ' || ${item}
      WHEN 'back_in_stock' THEN 'Back in stock: ' || ${item}
      WHEN 'theme_changed' THEN 'New theme: ' || ${name}
      WHEN 'app_added' THEN 'App added: ' || (e.metadata->>'name')
      WHEN 'app_removed' THEN 'App removed: ' || (e.metadata->>'name')
      WHEN 'best_seller_move' THEN 'Best seller: ' || ${item}
    END, 'Update from ' || ${name})`;
  const pctSuffix = sql`coalesce(' (' || ${signedPct(sql`e.percentage_change`)} || '%)', '')`;
  const message = sql`coalesce(CASE e.type
      WHEN 'price_decrease' THEN ${name} || ' cut the price from ' || ${oldPrice} || ' to ' || ${newPrice}
        || ${pctSuffix}
      WHEN 'price_increase' THEN ${name} || ' raised the price from ' || ${oldPrice} || ' to ' || ${newPrice}
        || ${pctSuffix}
      WHEN 'new_product' THEN ${name} || ' launched ' || ${item} || coalesce(' at ' || ${newPrice}, '')
      WHEN 'discount_started' THEN ${name} || ' put ' || ${item} || ' on sale at ' || ${newPrice}
        || coalesce(', down from ' || ${wasPrice}, '')
        || coalesce(' (' || ${plainPct(sql`e.percentage_change`)} || '% off)', '')
      WHEN 'discount_deepened' THEN ${name} || ' deepened the discount on ' || ${item}
        || coalesce(' to ' || ${plainPct(sql`e.percentage_change`)} || '% off', '') || ': ' || ${newPrice}
        || coalesce(', down from ' || ${wasPrice}, '')
      WHEN 'store_wide_sale' THEN ${name} || ' put ' || coalesce(e.metadata->>'productsOnSale', 'many')
        || ' products on sale' || coalesce(' (' || ${plainPct(sql`e.percentage_change`)} || '% off on average)', '')
      WHEN 'out_of_stock' THEN ${item} || ' is out of stock at ' || ${name}
      WHEN 'back_in_stock' THEN ${item} || ' is back in stock at ' || ${name}
        || coalesce(' (' || ${newPrice} || ')', '')
      WHEN 'theme_changed' THEN ${name} || ' switched theme from ' || (e.metadata->'from'->>'label')
        || ' to ' || (e.metadata->'to'->>'label')
      WHEN 'app_added' THEN ${name} || ' added ' || (e.metadata->>'name')
        || coalesce(' (' || (e.metadata->>'category') || ')', '')
      WHEN 'app_removed' THEN ${name} || ' removed ' || (e.metadata->>'name')
        || coalesce(' (' || (e.metadata->>'category') || ')', '')
      WHEN 'best_seller_move' THEN ${item} || CASE WHEN e.metadata->>'previousRank' IS NULL
          THEN ' entered ' || ${name} || '''s best sellers at #' || (e.metadata->>'rank')
          ELSE ' climbed from #' || (e.metadata->>'previousRank') || ' to #' || (e.metadata->>'rank')
            || ' in ' || ${name} || '''s best sellers' END
        || ' (the store''s own best-selling order, not units sold)'
    END, 'Something changed at ' || ${name})`;
  return { title, message };
}
