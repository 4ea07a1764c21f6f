export { ScrapingAuditPage } from './components/scraping-audit-page';
