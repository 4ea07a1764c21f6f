export {
  publicConfigQueryKey,
  publicConfigQueryOptions,
  useClaimStatus,
  usePublicConfig,
} from './api/get-public-config';
export { statusQueryKey, statusQueryOptions } from './api/get-status';
export { StatusPage } from './components/status-page';
export { INCIDENT_STEP_LABELS, IncidentTimeline } from './components/incident-list';
