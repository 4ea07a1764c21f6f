export { UrlDemoPage } from './components/url-demo-page';
