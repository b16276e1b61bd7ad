/** A quantity with − and + buttons; each press sends the new quantity (never below 1). */
import { MinusIcon, PlusIcon } from 'lucide-react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'

/** Props: the quantity, what to do with a new one, and whether a change is in flight. */
export interface QuantityStepperProps {
  readonly quantity: number
  readonly onChange: (quantity: number) => void
  readonly disabled?: boolean
  /** Names the product for screen readers. */
  readonly label: string
}

export function QuantityStepper({ quantity, onChange, disabled = false, label }: QuantityStepperProps) {
  const t = useUiStrings()
  return (
    <fieldset className="inline-flex items-center gap-1" aria-label={`${t.quantity}: ${label}`}>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t.decreaseQuantity}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon aria-hidden="true" />
      </Button>
      <output className="min-w-8 text-center tabular-nums" aria-live="polite" data-testid="quantity">
        {quantity}
      </output>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={t.increaseQuantity}
        disabled={disabled}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon aria-hidden="true" />
      </Button>
    </fieldset>
  )
}
