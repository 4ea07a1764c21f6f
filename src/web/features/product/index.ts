export { ProductPage } from './components/product-page';
export { productQueryKey, productQueryOptions, useProduct } from './api/get-product';
