export { OutboxPage } from './components/outbox-page';
