export { IncidentsPage } from './components/incidents-page';
