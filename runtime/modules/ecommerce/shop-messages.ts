/** The shop's client-facing messages, worded as SPEC §5 and §8 give them where they do. */

/** SPEC §8: a product without a price in the chosen currency. */
export const MISSING_PRICE_MESSAGE = "Product doesn't have price attributes connected to billing module currency."

/** SPEC §5: a checkout provider outside the list. */
export const INVALID_PROVIDER_MESSAGE = 'Invalid provider'

/** DESIGN "Shop and billing": one checkout is one kind of payment. */
export const MIXED_PRODUCT_TYPES_MESSAGE = 'One checkout cannot mix one-off and subscription products; check them out separately.'

/** DESIGN "Shop and billing": a subscription is billed on one interval. */
export const MIXED_INTERVALS_MESSAGE = 'One checkout cannot mix subscriptions with different billing intervals; check them out separately.'
