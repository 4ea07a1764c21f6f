export {
  dismissAllToasts,
  json,
  renderWithProviders,
  sampleCompetitor as competitor,
  samplePlans,
  sampleUser,
  stubApi,
} from '@web/testing/render';
