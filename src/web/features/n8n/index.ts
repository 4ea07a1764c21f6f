export { N8nPage } from './components/n8n-page';
