export { EmailPreferencesPage } from './components/email-preferences-page';
