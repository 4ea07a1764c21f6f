/** Interface constants (docs/product-rules.md R47, R48). */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const MOBILE_BREAKPOINT_PX = 768;
export const TABLE_PAGE_ROWS = 20;
export const LOAD_MORE_AT = 50;
export const REDIRECT_AFTER_PAYMENT_MS = 2000;
export const REDIRECT_AFTER_RESET_MS = 3000;
export const REDIRECT_AFTER_UPGRADE_MESSAGE_MS = 1500;
export const DEFAULT_STALE_TIME_MS = 5 * 60 * 1000;
export const SUBSCRIPTION_STALE_TIME_MS = 30 * 1000;
