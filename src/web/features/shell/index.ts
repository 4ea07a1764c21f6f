export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
