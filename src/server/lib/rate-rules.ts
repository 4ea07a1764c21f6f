import { minutesText, type TRateRule } from './rate-limit';

const MINUTE = 60_000;

export type TRateRuleEntry = {
  rule: TRateRule;
  /** The 429's message, given the minutes left. */
  message: (minutes: number) => string;
};

/**
 * Every rate limit of the app in one table (docs/decisions/002-rate-limits.md): what is counted, per what key,
 * how many in which window, and what the person who hits it reads. Each 429 carries Retry-After.
 */
export const RATE_RULES = {
  /** Failed sign-ins per username: a lock against guessing one account's password. */
  loginPerUser: {
    rule: { max: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    message: (m) => `Too many failed sign-in attempts. Please try again in ${minutesText(m)}.`,
  },
  /** Failed sign-ins per IP, looser: against spraying many usernames from one address. */
  loginPerIp: {
    rule: { max: 30, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
    message: (m) => `Too many failed sign-in attempts. Please try again in ${minutesText(m)}.`,
  },
  /** Wrong current passwords when changing it, per user. */
  passwordChangePerUser: {
    rule: { max: 5, windowMs: 15 * MINUTE },
    message: (m) => `Too many wrong passwords. Please try again in ${minutesText(m)}.`,
  },
  /** Reset requests per IP and per address: each one is an email sent. */
  resetPerIp: {
    rule: { max: 10, windowMs: 15 * MINUTE },
    message: (m) => `Too many reset requests. Please try again in ${minutesText(m)}.`,
  },
  resetPerEmail: {
    rule: { max: 5, windowMs: 60 * MINUTE },
    message: (m) => `Too many reset requests. Please try again in ${minutesText(m)}.`,
  },
  /**
   * Sign-up attempts per IP (a household or an office behind one address, not a script); every attempt counts,
   * a taken address included, so it also slows a script probing which emails have accounts.
   */
  signUpPerIp: {
    rule: { max: 10, windowMs: 60 * MINUTE },
    message: (m) =>
      `Too many accounts have been created from your network. Please try again in ${minutesText(m)}.`,
  },
  /** Contact messages per IP: each opens a ticket and sends a confirmation. */
  contactPerIp: {
    rule: { max: 5, windowMs: 10 * MINUTE },
    message: (m) => `You have sent several messages in a short time. Please try again in ${minutesText(m)}.`,
  },
  /** Lifecycle emails a user sends to their own inbox by hand, per hour: each is a real email. */
  manualEmailsPerUser: {
    rule: { max: 10, windowMs: 60 * MINUTE },
    message: (m) => `You have sent 10 emails in the last hour. Please try again in ${minutesText(m)}.`,
  },
  /** Store URL checks per IP: each one fetches the store, so anonymous callers cannot use us to probe the web. */
  urlChecksPerIp: {
    rule: { max: 60, windowMs: 10 * MINUTE },
    message: (m) => `Too many store checks in a short time. Please try again in ${minutesText(m)}.`,
  },
  /**
   * Status subscriptions per IP and per address (docs/product-rules.md R114): each one may send a confirmation
   * email, so nobody can use the form to flood an inbox.
   */
  statusSubscribePerIp: {
    rule: { max: 10, windowMs: 15 * MINUTE },
    message: (m) => `Too many subscription requests. Please try again in ${minutesText(m)}.`,
  },
  statusSubscribePerEmail: {
    rule: { max: 3, windowMs: 60 * MINUTE },
    message: (m) => `Too many subscription requests. Please try again in ${minutesText(m)}.`,
  },
  /** Test alerts per user and hour (email, Slack, webhooks): each one is a real message. */
  testAlertsPerUser: {
    rule: { max: 20, windowMs: 60 * MINUTE },
    message: (m) => `You have sent 20 test alerts in the last hour. Please try again in ${minutesText(m)}.`,
  },
  /**
   * Page-view beacons per visitor (docs/product-rules.md R33): far above anyone clicking through the app, low enough
   * that a script cannot inflate the counts. Keyed by a hash of the address.
   */
  pageViewsPerIp: {
    rule: { max: 300, windowMs: 10 * MINUTE },
    message: (m) => `Too many page views counted from your network. Please try again in ${minutesText(m)}.`,
  },
} satisfies Record<string, TRateRuleEntry>;
