/**
 * The shop's React Query reads. Every key starts with `['shop', subjectId]`, so one invalidation
 * after a change (add, update, delete, checkout) refreshes the cart icon, the panel and the
 * checkout screen together. Reads run in the browser only: a signed-in page is never cached.
 */
import { queryOptions } from '@tanstack/react-query'
import * as billingApi from '#generated/client/routes/billing.gen.ts'
import * as ecommerceApi from '#generated/client/routes/ecommerce.gen.ts'
import { shopCall, shopRequest, subjectShopRead } from './shop-request.ts'
import type { Currency } from './shop-types.ts'

/** The key every query of a subject's shop starts with. */
export function shopKey(subjectId: string) {
  return ['shop', subjectId] as const
}

/** The subject's cart orders (type `cart`), newest first. */
export function cartOrdersQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'orders', 'cart'] as const,
    queryFn: ({ signal }) =>
      subjectShopRead(subjectId, signal, (options) =>
        ecommerceApi.listOrders({ params: { id: subjectId }, query: { type: 'cart' } }, options),
      ),
  })
}

/** The subject's paid orders (type `history`), newest first. */
export function orderHistoryQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'orders', 'history'] as const,
    queryFn: ({ signal }) =>
      subjectShopRead(subjectId, signal, (options) =>
        ecommerceApi.listOrders({ params: { id: subjectId }, query: { type: 'history' } }, options),
      ),
  })
}

/** How many items the cart holds (the icon's badge). */
export function cartQuantityQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'quantity'] as const,
    queryFn: async ({ signal }) =>
      (await subjectShopRead(subjectId, signal, (options) => ecommerceApi.cartQuantity({ params: { id: subjectId } }, options))).quantity,
  })
}

/** The cart's totals per currency. */
export function cartTotalsQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'total'] as const,
    queryFn: ({ signal }) =>
      subjectShopRead(subjectId, signal, (options) => ecommerceApi.cartTotal({ params: { id: subjectId } }, options)),
  })
}

/** The billing currencies, the default first. */
export function currenciesQuery() {
  return queryOptions({
    queryKey: ['billing', 'currencies'] as const,
    queryFn: async () => {
      const currencies = await shopRequest<Currency[]>('/api/billing/currencies')
      return [...currencies].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.slug.localeCompare(b.slug))
    },
    staleTime: Infinity,
  })
}

/** The payment providers this server offers. */
export function providersQuery() {
  return queryOptions({
    queryKey: ['billing', 'providers'] as const,
    queryFn: async () => (await shopCall(() => billingApi.paymentProviders({}))).map((provider) => provider.name),
    staleTime: Infinity,
  })
}
