// The seller's and the orders' screens load together, for the same reason as buyer-screens.ts.
export { default as PublicationEditorPage } from './editor';
export { default as MyPublicationsPage } from './my-publications';
export { default as OrdersPage } from '../orders/orders';
export { default as OrderPage } from '../orders/order-page';
export { default as SandboxCheckoutPage } from '../orders/sandbox-checkout';
