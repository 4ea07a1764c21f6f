export { AdminPage, LoadingBlock } from './admin-page';
export { serverMessage } from './server-message';
