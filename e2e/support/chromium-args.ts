// Chromium's flags for headless runs on this kind of machine (docs/architecture.md, How we test): the browser
// journeys and bench:web launch it the same way.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
