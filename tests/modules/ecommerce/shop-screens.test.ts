/**
 * The shop's screens rendered on the server from prepared query data (no database): the order card
 * (number, quantities, totals with symbols, dimmed without a total in the chosen currency, Delete
 * and Pay where they apply) and the product cart view's three states (visitor, not in the cart,
 * in the cart).
 */
import { QueryClient } from '@tanstack/react-query'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { PageApi } from '#web/app/page-api.ts'
import { OrderCard } from '#web/modules/ecommerce/order-card.tsx'
import { ProductCartView } from '#web/modules/ecommerce/product-cart-view.tsx'
import { cartOrdersQuery } from '#web/modules/ecommerce/shop-queries.ts'
import type { OrderView } from '#web/modules/ecommerce/shop-types.ts'
import { renderOnSite } from '../../web/support/render-on-site.tsx'

const RUB = '048b6e2b-3eab-5813-bdc4-eb000bed810d'
const USD = '7789e1d0-89ae-5171-9a3e-ea28a7a68ef0'
const PRODUCT = '21a29247-c5d0-55df-be06-baa0190f9aa9'
const SUBJECT = 'd584a826-8c50-49d5-9c26-fdfb4584dbfa'

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: '2e475f93-0000-4000-8000-000000000001',
    status: 'new',
    type: 'cart',
    comment: null,
    receipt: '',
    createdAt: '2026-11-25T08:00:00.000Z',
    updatedAt: '2026-11-25T08:00:00.000Z',
    ordersToProducts: [
      {
        id: '2e475f93-0000-4000-8000-000000000002',
        productId: PRODUCT,
        storeId: null,
        quantity: 2,
        product: {
          id: PRODUCT,
          slug: 'data-analyst',
          adminTitle: 'Курс',
          title: { en: 'Data analyst', ru: 'Аналитик данных' },
          type: 'one_off',
          variant: 'course',
        },
      },
    ],
    totals: [
      { billingModuleCurrencyId: RUB, slug: 'rub', symbol: '₽', total: '119800' },
      { billingModuleCurrencyId: USD, slug: 'usd', symbol: '$', total: '1380' },
    ],
    invoices: [],
    ...overrides,
  }
}

// A site context whose API is never called: the queries are filled in beforehand.
function contextWith(fill: (client: QueryClient) => void) {
  const api: PageApi = {
    resolvePage: async () => {
      throw new Error('unused')
    },
    currentSubject: async () => null,
    session: async () => {
      throw new Error('unused')
    },
    siteSettings: async () => ({ publicUrl: '' }),
  }
  const queryClient = new QueryClient()
  fill(queryClient)
  return { api, queryClient }
}

describe('the order card', () => {
  it('shows the number, each quantity and the totals with their symbols, with Delete for a new cart order', async () => {
    const html = await renderOnSite(
      createElement(OrderCard, { order: order(), currencyId: USD, onDelete: () => undefined, onQuantityChange: () => undefined }),
      '/en/ecommerce/checkout',
    )
    expect(html).toContain('Order 2E475F93')
    expect(html).toContain('Data analyst')
    expect(html).toMatch(/data-testid="quantity"[^>]*>2</)
    expect(html).toContain('₽119,800')
    expect(html).toContain('$1,380')
    expect(html).toContain('Delete')
    expect(html).not.toContain('opacity-50')
  })

  it('is dimmed, with the spec message, when it has no total in the chosen currency', async () => {
    const html = await renderOnSite(
      createElement(OrderCard, { order: order({ totals: [order().totals[0]!] }), currencyId: USD }),
      '/en/ecommerce/checkout',
    )
    expect(html).toContain('opacity-50')
    expect(html).toContain('Product doesn&#x27;t have price attributes connected to billing module currency.')
  })

  it('offers the open invoice of an order being paid, and no Delete', async () => {
    const paying = order({
      status: 'paying',
      invoices: [
        {
          id: 'f0000000-0000-4000-8000-000000000000',
          provider: 'dummy',
          status: 'open',
          amount: '1380',
          currencyId: USD,
          paymentUrl: 'https://pay.example/i/1',
          createdAt: '2026-11-25T08:00:00.000Z',
        },
      ],
    })
    const html = await renderOnSite(
      createElement(OrderCard, { order: paying, currencyId: USD, onDelete: () => undefined }),
      '/en/ecommerce/checkout',
    )
    expect(html).toContain('href="https://pay.example/i/1"')
    expect(html).toContain('Awaiting payment')
    expect(html).not.toContain('Delete')
  })

  it('offers Cancel payment on an order being paid, and Pay this order on a new one where the screen can pay', async () => {
    const paying = order({
      status: 'paying',
      invoices: [
        {
          id: 'f0000000-0000-4000-8000-000000000000',
          provider: 'dummy',
          status: 'open',
          amount: '1380',
          currencyId: USD,
          paymentUrl: 'https://pay.example/i/1',
          createdAt: '2026-11-25T08:00:00.000Z',
        },
      ],
    })
    const cancelable = await renderOnSite(
      createElement(OrderCard, { order: paying, currencyId: USD, onCancelPayment: () => undefined, onPay: () => undefined }),
      '/en/ecommerce/checkout',
    )
    expect(cancelable).toContain('data-testid="cancel-payment"')
    expect(cancelable).toContain('Cancel payment')
    expect(cancelable).not.toContain('Pay this order')
    const payable = await renderOnSite(
      createElement(OrderCard, { order: order(), currencyId: USD, onCancelPayment: () => undefined, onPay: () => undefined }),
      '/en/ecommerce/checkout',
    )
    expect(payable).toContain('Pay this order')
    expect(payable).not.toContain('Cancel payment')
    const unpriced = await renderOnSite(
      createElement(OrderCard, { order: order({ totals: [order().totals[0]!] }), currencyId: USD, onPay: () => undefined }),
      '/en/ecommerce/checkout',
    )
    expect(unpriced).not.toContain('Pay this order')
    const russian = await renderOnSite(
      createElement(OrderCard, { order: paying, currencyId: USD, onCancelPayment: () => undefined }),
      '/ecommerce/checkout',
    )
    expect(russian).toContain('Отменить оплату')
  })
})

describe('the product cart view', () => {
  it('asks a visitor to sign in', async () => {
    const { api, queryClient } = contextWith(() => undefined)
    const html = await renderOnSite(createElement(ProductCartView, { productId: PRODUCT }), '/en/courses/data-analyst', undefined, {
      api,
      queryClient,
      subject: null,
    })
    expect(html).toContain('Sign in to use the cart')
    expect(html).toContain('href="/en/rbac/subject/authentication/select-method"')
  })

  it('offers Add to cart when the cart does not hold the product, and its controls when it does', async () => {
    const subject = { id: SUBJECT, roles: [], identities: [] }
    const empty = contextWith((client) => {
      client.setQueryData(cartOrdersQuery(SUBJECT).queryKey, [])
    })
    const add = await renderOnSite(createElement(ProductCartView, { productId: PRODUCT }), '/en/courses/data-analyst', undefined, {
      api: empty.api,
      queryClient: empty.queryClient,
      subject,
    })
    expect(add).toMatch(/data-testid="add-to-cart"[^>]*>Add to cart</)

    const filled = contextWith((client) => {
      client.setQueryData(cartOrdersQuery(SUBJECT).queryKey, [order()])
    })
    const inCart = await renderOnSite(createElement(ProductCartView, { productId: PRODUCT }), '/en/courses/data-analyst', undefined, {
      api: filled.api,
      queryClient: filled.queryClient,
      subject,
    })
    expect(inCart).toContain('In cart')
    expect(inCart).toMatch(/data-testid="quantity"[^>]*>2</)
    expect(inCart).toContain('href="/en/ecommerce/checkout"')
    expect(inCart).not.toContain('Add to cart')
  })
})
