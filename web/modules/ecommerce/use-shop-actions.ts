/**
 * The shop's writes as React Query mutations (SPEC §7 "Subject ecommerce"); each refreshes the
 * subject's shop queries when it settles, and shows the spec's success toasts.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as ecommerceApi from '#generated/client/routes/ecommerce.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { defaultLanguage } from '#web/site/languages.ts'
import { toast } from '#web/ui/toast.tsx'
import { shopKey } from './shop-queries.ts'
import { shopCall } from './shop-request.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'

/** Add to cart, change quantities, delete, check out (the cart, one order or one product), cancel a payment: the mutations of one subject's shop. */
export function useShopActions(subjectId: string) {
  const queryClient = useQueryClient()
  const t = useUiStrings()
  const id = subjectId
  // The page's language goes with every checkout: the way back from the payment page and the
  // receipt speak it (the default language has no path prefix, so it is not named).
  const pageLanguage = useLanguage()
  const language = pageLanguage === defaultLanguage ? undefined : pageLanguage
  const onSettled = () => queryClient.invalidateQueries({ queryKey: shopKey(subjectId) })

  const addToCart = useMutation({
    mutationFn: (input: { productId: string; quantity?: number; storeId?: string | null }) => {
      if (input.productId === '') throw new Error(t.productIdIsRequired)
      return shopCall(() => ecommerceApi.addToCart({ params: { id }, body: { quantity: 1, ...input } }))
    },
    onSettled,
  })

  const updateOrder = useMutation({
    mutationFn: (input: { orderId: string; ordersToProducts: readonly { id: string; quantity: number }[] }) => {
      if (input.orderId === '') throw new Error(t.orderIdIsRequired)
      return shopCall(() =>
        ecommerceApi.changeOrder({ params: { id, orderId: input.orderId }, body: { ordersToProducts: [...input.ordersToProducts] } }),
      )
    },
    onSuccess: () => void toast.success(t.updatedSuccessfully),
    onSettled,
  })

  const deleteOrder = useMutation({
    mutationFn: (orderId: string) => {
      if (orderId === '') throw new Error(t.orderIdIsRequired)
      return shopCall(() => ecommerceApi.deleteOrder({ params: { id, orderId } }))
    },
    onSuccess: () => void toast.success(t.deletedSuccessfully),
    onSettled,
  })

  const checkout = useMutation({
    mutationFn: (input: { orderIds: readonly string[]; provider: string; email: string; currencyId: string }) =>
      shopCall(() =>
        ecommerceApi.checkoutCart({
          params: { id },
          body: {
            provider: checkoutProvider(input.provider),
            email: input.email,
            billingModule: { currency: { id: input.currencyId } },
            ecommerceModule: { orders: input.orderIds.map((orderId) => ({ id: orderId })) },
            language,
          },
        }),
      ),
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
      return shopCall(() =>
        ecommerceApi.checkoutOrder({
          params: { id, orderId: input.orderId },
          body: {
            provider: checkoutProvider(input.provider),
            email: input.email,
            billingModule: { currency: { id: input.currencyId } },
            language,
          },
        }),
      )
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
      return shopCall(() =>
        ecommerceApi.buyProduct({
          params: { id, productId: input.productId },
          body: {
            provider: checkoutProvider(input.provider),
            email: input.email,
            quantity: 1,
            storeId: input.storeId ?? null,
            billingModule: { currency: { id: input.currencyId } },
            language,
          },
        }),
      )
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
      return shopCall(() => ecommerceApi.cancelPayment({ params: { id, orderId } }))
    },
    onSuccess: () => void toast.success(t.paymentCanceledToast),
    onSettled,
  })

  return { addToCart, updateOrder, deleteOrder, checkout, checkoutOrder, buyNow, cancelPayment }
}

// The screens offer the server's own list of providers (`GET /api/billing/providers`); the server
// refuses any other with 'Invalid provider'.
function checkoutProvider(name: string): PaymentProviderName {
  return name as PaymentProviderName
}
