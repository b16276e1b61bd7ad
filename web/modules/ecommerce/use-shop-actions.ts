/**
 * The shop's writes as React Query mutations (SPEC §7 "Subject ecommerce"); each refreshes the
 * subject's shop queries when it settles, and shows the spec's success toasts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { toast } from '#web/ui/toast.tsx'
import { shopKey, subjectShopPath } from './shop-queries.ts'
import { shopRequest } from './shop-request.ts'
import type { CheckoutAnswer, OrderView } from './shop-types.ts'

/** Add to cart, change quantities, delete, check out (the cart, one order or one product), cancel a payment: the mutations of one subject's shop. */
export function useShopActions(subjectId: string) {
  const queryClient = useQueryClient()
  const t = useUiStrings()
  const base = subjectShopPath(subjectId)
  const onSettled = () => queryClient.invalidateQueries({ queryKey: shopKey(subjectId) })

  const addToCart = useMutation({
    mutationFn: (input: { productId: string; quantity?: number; storeId?: string | null }) => {
      if (input.productId === '') throw new Error(t.productIdIsRequired)
      return shopRequest<OrderView>('POST', `${base}/orders`, { quantity: 1, ...input })
    },
    onSettled,
  })

  const updateOrder = useMutation({
    mutationFn: (input: { orderId: string; ordersToProducts: readonly { id: string; quantity: number }[] }) => {
      if (input.orderId === '') throw new Error(t.orderIdIsRequired)
      return shopRequest<OrderView>('PATCH', `${base}/orders/${input.orderId}`, { ordersToProducts: input.ordersToProducts })
    },
    onSuccess: () => void toast.success(t.updatedSuccessfully),
    onSettled,
  })

  const deleteOrder = useMutation({
    mutationFn: (orderId: string) => {
      if (orderId === '') throw new Error(t.orderIdIsRequired)
      return shopRequest<{ id: string }>('DELETE', `${base}/orders/${orderId}`)
    },
    onSuccess: () => void toast.success(t.deletedSuccessfully),
    onSettled,
  })

  const checkout = useMutation({
    mutationFn: (input: { orderIds: readonly string[]; provider: string; email: string; currencyId: string }) =>
      shopRequest<CheckoutAnswer>('POST', `${base}/orders/checkout`, {
        provider: input.provider,
        email: input.email,
        billingModule: { currency: { id: input.currencyId } },
        ecommerceModule: { orders: input.orderIds.map((id) => ({ id })) },
      }),
    // SPEC §4: after checkout the browser goes to the first invoice's payment page.
    onSuccess: (answer) => {
      const paymentUrl = answer.billingModule.invoices[0]?.paymentUrl
      if (paymentUrl) window.location.assign(paymentUrl)
    },
    onSettled,
  })

  // "Pay this order": one cart order checked out on its own, then its payment page.
  const checkoutOrder = useMutation({
    mutationFn: (input: { orderId: string; provider: string; email: string; currencyId: string }) => {
      if (input.orderId === '') throw new Error(t.orderIdIsRequired)
      return shopRequest<CheckoutAnswer>('POST', `${base}/orders/${input.orderId}/checkout`, {
        provider: input.provider,
        email: input.email,
        billingModule: { currency: { id: input.currencyId } },
      })
    },
    onSuccess: (answer) => {
      const paymentUrl = answer.billingModule.invoices[0]?.paymentUrl
      if (paymentUrl) window.location.assign(paymentUrl)
    },
    onSettled,
  })

  // "Buy now": the product alone, in a one-click order of its own, then its payment page.
  const buyNow = useMutation({
    mutationFn: (input: { productId: string; storeId?: string | null; provider: string; email: string; currencyId: string }) => {
      if (input.productId === '') throw new Error(t.productIdIsRequired)
      return shopRequest<CheckoutAnswer>('POST', `${base}/products/${input.productId}/checkout`, {
        provider: input.provider,
        email: input.email,
        quantity: 1,
        storeId: input.storeId ?? null,
        billingModule: { currency: { id: input.currencyId } },
      })
    },
    onSuccess: (answer) => {
      const paymentUrl = answer.billingModule.invoices[0]?.paymentUrl
      if (paymentUrl) window.location.assign(paymentUrl)
    },
    onSettled,
  })

  // The buyer changes their mind: the open invoice is cancelled and the order can change again.
  const cancelPayment = useMutation({
    mutationFn: (orderId: string) => {
      if (orderId === '') throw new Error(t.orderIdIsRequired)
      return shopRequest<OrderView>('POST', `${base}/orders/${orderId}/cancel-payment`, {})
    },
    onSuccess: () => void toast.success(t.paymentCanceledToast),
    onSettled,
  })

  return { addToCart, updateOrder, deleteOrder, checkout, checkoutOrder, buyNow, cancelPayment }
}
