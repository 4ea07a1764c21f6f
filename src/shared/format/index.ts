// Formatting of both sides, the screens and the alert, Slack and email texts alike: money in the
// store's currency, percents, counts and relative time, each with one fallback for a missing value.
export { MISSING, hasValue } from './missing';
export { formatMoney, formatMoneyByCurrency, formatPlanPrice } from './money';
export { formatChangePercent, formatDiscountPercent, formatPercent } from './percent';
export { formatCount } from './count';
export { axisTick, fullDateTime, relativeTime } from './relative-time';
export { joinWords, upperFirst } from './words';
