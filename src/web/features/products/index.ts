export { ProductPage } from './components/product-page';
export { trackedProductsTable } from './components/tracked-products-table';
export { productQueryKey, productQueryOptions, useProduct } from './api/get-product';
export { trackedProductsQueryKey, trackedProductsQueryOptions, useTrackedProducts } from './api/get-products';
export { ProductFiltersBar } from './components/product-filters-bar';
export { useProductFilters } from './lib/product-filters';
