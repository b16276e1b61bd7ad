import { entity, text } from '#dsl'

/** An ecommerce widget: category, order, product and store lists and overviews. */
export default entity('ecommerce', 'widgets', {
  content: true,
  fields: {
    anchor: text({ description: 'The element id the block is rendered with, for in-page links (#anchor).' }),
  },
  variants: [
    'default',
    'category-list-default',
    'category-overview-default',
    'order-list-default',
    'order-overview-default',
    'product-list-default',
    'product-overview-default',
    'store-list-default',
    'store-overview-default',
    'retraining-product-list-default',
    'courses-overview-retraining',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
