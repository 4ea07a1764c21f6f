export { PaymentAutomationPage } from './components/payment-automation-page';
