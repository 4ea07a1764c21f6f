export { PlanConfigPage } from './components/plan-config-page';
