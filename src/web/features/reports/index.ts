export { LeadReportPage } from './components/lead-report-page';
export { PublicReportPage } from './components/public-report-page';
