export { PromotionsPage } from './components/promotions-page';
export { promotionsQueryKey, promotionsQueryOptions, usePromotions } from './api/get-promotions';
