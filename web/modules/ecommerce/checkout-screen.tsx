/**
 * The checkout screen (SPEC §2): the cart orders with quantity update and delete, the totals per
 * currency, a currency toggle (by symbol), a provider select, the invoice e-mail and a Checkout
 * button, disabled while pending and while an order has no price in the chosen currency (DESIGN:
 * such a line blocks checkout in that currency). Submitting sends the browser to the first
 * invoice's payment page. Back from it, a line says how the payment went; the history follows.
 */
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/ui/select.tsx'
import { cn } from '#web/ui/cn.ts'
import { CartOrdersList } from './cart-orders-list.tsx'
import { formatMoney } from '#web/site/format-money.ts'
import { OrderHistory } from './order-history.tsx'
import { cartTotalsQuery, currenciesQuery, providersQuery } from './shop-queries.ts'
import { SignInToShop } from './sign-in-to-shop.tsx'
import { useCartOrders } from './use-cart-orders.ts'
import { useShopActions } from './use-shop-actions.ts'

export function CheckoutScreen() {
  const { subjectId, orders } = useCartOrders()
  if (subjectId === null) return <SignInToShop />
  return (
    <div className="flex flex-col gap-10">
      <PaymentOutcome />
      <CheckoutForm subjectId={subjectId} orders={orders.data} />
      <OrderHistory subjectId={subjectId} />
    </div>
  )
}

function CheckoutForm({ subjectId, orders }: { subjectId: string; orders: Parameters<typeof CartOrdersList>[0]['orders'] }) {
  const t = useUiStrings()
  const language = useLanguage()
  const subject = useCurrentSubject()
  const ids = { email: useId(), provider: useId() }
  const currencies = useQuery(currenciesQuery()).data ?? []
  const providers = useQuery(providersQuery()).data ?? []
  const totals = useQuery(cartTotalsQuery(subjectId)).data ?? []
  const [currencyId, setCurrencyId] = useState<string | undefined>()
  const [provider, setProvider] = useState<string | undefined>()
  const [email, setEmail] = useState(() => subjectEmail(subject))
  const { checkout, checkoutOrder } = useShopActions(subjectId)

  const chosenCurrency = currencyId ?? currencies[0]?.id
  const chosenProvider = provider ?? providers[0]
  const payable = (orders ?? []).filter((order) => order.status === 'new' || order.status === 'paying')
  const blocked = payable.some((order) => !order.totals.some((total) => total.billingModuleCurrencyId === chosenCurrency))
  const disabled = checkout.isPending || payable.length === 0 || blocked || chosenCurrency === undefined || chosenProvider === undefined
  // "Pay this order" needs what the form chose, and a valid e-mail (the form's own check is not run).
  const payOrder =
    chosenCurrency === undefined || chosenProvider === undefined || checkoutOrder.isPending
      ? undefined
      : (orderId: string) => {
          if (!/^[^\s@]+@[^\s@]+$/.test(email)) return void document.getElementById(ids.email)?.focus()
          checkoutOrder.mutate({ orderId, provider: chosenProvider, email, currencyId: chosenCurrency })
        }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (disabled) return
    checkout.mutate({ orderIds: payable.map((order) => order.id), provider: chosenProvider!, email, currencyId: chosenCurrency! })
  }

  return (
    <form onSubmit={submit} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-label={t.checkout}>
      <CartOrdersList
        subjectId={subjectId}
        orders={orders}
        currencyId={chosenCurrency}
        {...(payOrder === undefined ? {} : { onPay: payOrder })}
      />
      <div className="flex h-fit flex-col gap-5 rounded-lg border border-border bg-card p-5 lg:sticky lg:top-24">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t.currency}</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t.currency}>
            {currencies.map((currency) => (
              <Button
                key={currency.id}
                type="button"
                role="radio"
                aria-checked={currency.id === chosenCurrency}
                variant={currency.id === chosenCurrency ? 'primary' : 'outline'}
                className="min-w-12"
                title={currency.slug.toUpperCase()}
                onClick={() => setCurrencyId(currency.id)}
                data-testid={`currency-${currency.slug}`}
              >
                {currency.symbol ?? currency.slug.toUpperCase()}
              </Button>
            ))}
          </div>
        </fieldset>
        <dl className="flex flex-col gap-1" data-testid="cart-totals">
          {totals.map((total) => (
            <div
              key={total.billingModuleCurrencyId}
              className={cn(
                'flex justify-between gap-2',
                total.billingModuleCurrencyId === chosenCurrency ? 'text-lg font-semibold' : 'text-sm text-muted-foreground',
              )}
            >
              <dt>
                {t.total}, {total.slug.toUpperCase()}
              </dt>
              <dd data-currency={total.slug}>{formatMoney(total.total, total, language)}</dd>
            </div>
          ))}
        </dl>
        {blocked && payable.length > 0 && <p className="text-sm text-destructive">{t.noPriceForCurrency}</p>}
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.provider}>{t.provider}</Label>
          <Select value={chosenProvider ?? ''} onValueChange={setProvider}>
            <SelectTrigger id={ids.provider} data-testid="provider-select">
              <SelectValue placeholder={t.chooseProvider} />
            </SelectTrigger>
            <SelectContent>
              {providers.map((name) => (
                <SelectItem key={name} value={name}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.email}>{t.invoiceEmail}</Label>
          <Input
            id={ids.email}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" size="lg" disabled={disabled} data-testid="checkout-submit">
          {checkout.isPending ? t.loading : t.checkout}
        </Button>
      </div>
    </form>
  )
}

// Back from a payment page the URL says how it went (runtime/modules/billing/invoice-urls.ts).
function PaymentOutcome() {
  const t = useUiStrings()
  const [payment, setPayment] = useState<string | null>(null)
  useEffect(() => setPayment(new URLSearchParams(window.location.search).get('payment')), [])
  if (payment === null) return null
  const text =
    { paid: t.paymentReceived, failed: t.paymentFailed, canceled: t.paymentCanceled, disputed: t.paymentDisputed }[payment] ??
    t.paymentPending
  const bad = payment === 'failed' || payment === 'disputed'
  return (
    <p
      role="status"
      data-testid="payment-outcome"
      className={cn(
        'rounded-lg border p-4',
        payment === 'paid'
          ? 'border-green-600/40 bg-green-50 text-green-900'
          : bad
            ? 'border-destructive/40 bg-destructive/5 text-destructive'
            : 'border-border bg-muted',
      )}
    >
      {text}
    </p>
  )
}

function subjectEmail(subject: ReturnType<typeof useCurrentSubject>): string {
  for (const identity of subject?.identities ?? []) {
    const email = (identity as { email?: unknown }).email
    if (typeof email === 'string' && email !== '') return email
  }
  return ''
}
