// The insight screens of the insights module's calls: price changes, product launches and promotions.
export { PriceTrackingPage } from './components/price-tracking-page';
export { ProductLaunchesPage } from './components/product-launches-page';
export { PromotionsPage } from './components/promotions-page';
export { priceChangesQueryKey, priceChangesQueryOptions, usePriceChanges } from './api/get-price-changes';
export {
  productLaunchesQueryKey,
  productLaunchesQueryOptions,
  useProductLaunches,
} from './api/get-product-launches';
export { promotionsQueryKey, promotionsQueryOptions, usePromotions } from './api/get-promotions';
