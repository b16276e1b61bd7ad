/**
 * A product's prices with their currency symbols (SPEC §2 "per-currency totals with symbol"): the
 * default currency's price large, the others after it, smaller. Nothing when the product has no price.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { formatMoney, type MoneyCurrency } from '#web/site/format-money.ts'
import { cn } from '#web/ui/cn.ts'
import { type ProductPrice, productPrices } from './product-attributes.ts'

/** The symbol and code of a price's currency record. */
function moneyCurrency(price: ProductPrice): MoneyCurrency {
  return { symbol: price.currency.symbol, slug: price.currency.slug }
}

/** Props of {@link PriceTag}. */
export interface PriceTagProps {
  /** An `ecommerce/products` node. */
  readonly product: TreeNode
  /** `lg` on a product's own page. */
  readonly size?: 'md' | 'lg'
  readonly className?: string
}

/** `<PriceTag product={product} />` → `59 900 ₽ · $690`. */
export function PriceTag({ product, size = 'md', className }: PriceTagProps) {
  const t = useUiStrings()
  const language = useLanguage()
  const [main, ...others] = productPrices(product)
  if (main === undefined) return null
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)} data-slot="price">
      <span className="sr-only">{t.price}: </span>
      <span className={cn('font-bold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-xl')}>
        {formatMoney(main.amount, moneyCurrency(main), language)}
      </span>
      {others.map((price) => (
        <span key={price.currency.id} className={cn('text-muted-foreground tabular-nums', size === 'lg' ? 'text-lg' : 'text-sm')}>
          {formatMoney(price.amount, moneyCurrency(price), language)}
        </span>
      ))}
    </p>
  )
}
