import { entity, oneOf, text } from '#dsl'

/** An order; a subject's cart is its order of type `cart`, a paid one becomes `history`. */
export default entity('ecommerce', 'orders', {
  label: { ru: 'Заказы', en: 'Orders' },
  fields: {
    status: oneOf(['new', 'paying', 'approving', 'packaging', 'delivering', 'delivered', 'canceled'], {
      required: true,
      default: 'new',
      index: true,
    }),
    type: oneOf(['cart', 'history'], { required: true, default: 'cart', index: true }),
    receipt: text({ default: '' }),
    comment: text({ multiline: true }),
  },
  variants: ['default'],
  admin: { columns: ['status', 'type', 'createdAt', 'variant'], label: 'id' },
  // runtime/modules/ecommerce/hooks/orders.ts: a delivered or canceled order keeps its status.
  hooks: { beforeWrite: 'keepClosedOrdersClosed' },
})
