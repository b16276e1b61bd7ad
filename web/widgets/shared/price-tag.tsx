/**
 * A product's prices with their currency symbols (SPEC §2 "per-currency totals with symbol"): the
 * default currency's price large, the others after it, smaller, as the server chose them for the
 * page (product-prices.ts), so the tag shows what checkout charges. Nothing when the product has no price.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { formatMoney } from '#web/site/format-money.ts'
import { cn } from '#web/ui/cn.ts'
import { productPricesOf } from './product-prices.ts'

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
  const [main, ...others] = productPricesOf(product).prices
  if (main === undefined) return null
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-3 gap-y-1', className)} data-slot="price">
      <span className="sr-only">{t.price}: </span>
      <span className={cn('font-bold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-xl')}>
        {formatMoney(main.amount, main.currency, language)}
      </span>
      {others.map((price) => (
        <span key={price.currency.id} className={cn('text-muted-foreground tabular-nums', size === 'lg' ? 'text-lg' : 'text-sm')}>
          {formatMoney(price.amount, price.currency, language)}
        </span>
      ))}
    </p>
  )
}
