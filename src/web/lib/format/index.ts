// Formatting shared by every screen (docs/product-rules.md R12, R13, R48): relative time, money in the
// store's currency, percents.
export { fullDateTime, relativeTime } from './relative-time';
export { formatMoney, formatMoneyByCurrency } from './money';
export { formatChangePercent, formatDiscountPercent } from './percent';
