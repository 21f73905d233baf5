// The buyer's screens load together: browsing leads to a publication and then to the cart, so on a slow
// network one download serves the whole path (and the first download of the app names one chunk, not three).
export { default as MarketplacePage } from './browse';
export { default as PublicationPage } from './publication-page';
export { default as CartPage } from './cart';
