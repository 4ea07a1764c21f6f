export { AddMyStoreForm, MyStoreCard } from './components/my-store-card';
export { PricePositionPage } from './components/price-position-page';
export { SuggestionsPage } from './components/suggestions-page';
export { HandMatchDialog } from './components/hand-match-dialog';
export { OwnProductPage } from './components/own-product-page';
