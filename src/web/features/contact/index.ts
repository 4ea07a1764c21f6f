export { SUPPORT_EMAIL } from './lib/support-email';
