/**
 * The shop's React Query reads. Every key starts with `['shop', subjectId]`, so one invalidation
 * after a change (add, update, delete, checkout) refreshes the cart icon, the panel and the
 * checkout screen together. Reads run in the browser only: a signed-in page is never cached.
 */
import { queryOptions } from '@tanstack/react-query'
import { shopRequest, subjectShopRead } from './shop-request.ts'
import type { Currency, CurrencyTotal, OrderView } from './shop-types.ts'

/** The base of a subject's shop calls. */
export function subjectShopPath(subjectId: string): string {
  return `/api/rbac/subjects/${subjectId}/ecommerce-module`
}

/** The key every query of a subject's shop starts with. */
export function shopKey(subjectId: string) {
  return ['shop', subjectId] as const
}

/** The subject's cart orders (type `cart`), newest first. */
export function cartOrdersQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'orders', 'cart'] as const,
    queryFn: ({ signal }) => subjectShopRead<OrderView[]>(subjectId, `${subjectShopPath(subjectId)}/orders?type=cart`, signal),
  })
}

/** The subject's paid orders (type `history`), newest first. */
export function orderHistoryQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'orders', 'history'] as const,
    queryFn: ({ signal }) => subjectShopRead<OrderView[]>(subjectId, `${subjectShopPath(subjectId)}/orders?type=history`, signal),
  })
}

/** How many items the cart holds (the icon's badge). */
export function cartQuantityQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'quantity'] as const,
    queryFn: async ({ signal }) =>
      (await subjectShopRead<{ quantity: number }>(subjectId, `${subjectShopPath(subjectId)}/orders/quantity`, signal)).quantity,
  })
}

/** The cart's totals per currency. */
export function cartTotalsQuery(subjectId: string) {
  return queryOptions({
    queryKey: [...shopKey(subjectId), 'total'] as const,
    queryFn: ({ signal }) => subjectShopRead<CurrencyTotal[]>(subjectId, `${subjectShopPath(subjectId)}/orders/total`, signal),
  })
}

/** The billing currencies, the default first. */
export function currenciesQuery() {
  return queryOptions({
    queryKey: ['billing', 'currencies'] as const,
    queryFn: async () => {
      const currencies = await shopRequest<Currency[]>('GET', '/api/billing/currencies')
      return [...currencies].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.slug.localeCompare(b.slug))
    },
    staleTime: Infinity,
  })
}

/** The payment providers this server offers. */
export function providersQuery() {
  return queryOptions({
    queryKey: ['billing', 'providers'] as const,
    queryFn: async () => (await shopRequest<{ name: string }[]>('GET', '/api/billing/providers')).map((provider) => provider.name),
    staleTime: Infinity,
  })
}
