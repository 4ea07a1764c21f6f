export { CompetitorsPage } from './components/competitors-page';
export { addCompetitor, upgradeToProMessage, useAddCompetitor } from './api/add-competitor';
export { competitorsQueryKey, competitorsQueryOptions, useCompetitors } from './api/get-competitors';
export { serverMessage } from './lib/server-message';
export { useValidateUrl } from './api/validate-url';
