export { LeadEmailConfigPage } from './components/lead-email-config-page';
