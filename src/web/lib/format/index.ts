// Formatting shared by every screen (customer.md §9): relative time, money in the store's currency, percents, counts.
export { fullDateTime, relativeTime } from './relative-time';
export { formatMoney, formatMoneyByCurrency } from './money';
export { formatChangePercent, formatDiscountPercent } from './percent';
export { formatCount } from './count';
