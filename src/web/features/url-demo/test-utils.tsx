export { dismissAllToasts, json, renderWithProviders, sampleUser, stubApi } from '@web/testing/render';
