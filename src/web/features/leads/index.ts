export { LeadsPage } from './components/leads-page';
export { leadsQueryKey } from './api/get-leads';
