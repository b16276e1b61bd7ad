import { entity, text } from '#dsl'

/** An ecommerce widget: category, order, product and store lists and overviews. */
export default entity('ecommerce', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
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
  listings: [
    { entity: 'ecommerce/categories', variants: ['category-list-default'] },
    { entity: 'ecommerce/products', variants: ['product-list-default'], unlessLinkedBy: 'ecommerce/widgets-to-products' },
    { entity: 'ecommerce/stores', variants: ['store-list-default'], unlessLinkedBy: 'ecommerce/widgets-to-stores' },
  ],
})
