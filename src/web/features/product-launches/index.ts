export { ProductLaunchesPage } from './components/product-launches-page';
export {
  productLaunchesQueryKey,
  productLaunchesQueryOptions,
  useProductLaunches,
} from './api/get-product-launches';
