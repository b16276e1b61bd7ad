/**
 * The shop's screens for other widgets to place (the catalogue's product widgets take
 * `ProductCartView` or `AddToCartButton`; the navbar takes `CartPanel` through site-hooks.ts).
 */
export { AddToCartButton, CHECKOUT_PATH, ProductCartView } from './product-cart-view.tsx'
export { CartPanel } from './cart-panel.tsx'
export { CheckoutScreen } from './checkout-screen.tsx'
export { OrderCard } from './order-card.tsx'
export { OrderHistory } from './order-history.tsx'
