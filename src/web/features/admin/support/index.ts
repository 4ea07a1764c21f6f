export { SupportTicketsPage } from './components/support-tickets-page';
