export { EmailHandoff } from './components/email-handoff';
export { LandingPage } from './components/landing-page';
