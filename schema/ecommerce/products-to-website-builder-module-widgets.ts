import { relation } from '#dsl'
import websiteBuilderWidgets from '../website-builder/widgets.ts'
import products from './products.ts'

/** Website-builder blocks shown on a product's page (a course's landing). */
export default relation('ecommerce', 'products-to-website-builder-module-widgets', {
  from: products,
  to: websiteBuilderWidgets,
  variants: ['default'],
  access: { read: 'public' },
})
