/**
 * 'Clear old orders' on the orders' admin page: deletes the abandoned carts now
 * (`POST /api/ecommerce/orders/clear-old-orders`, administrators only), as the scheduled job
 * `ecommerce.clear-old-orders` does by itself, after asking, and says how many went.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as ecommerceApi from '#generated/client/routes/ecommerce.gen.ts'
import { ConfirmDialog } from '#web/admin/confirm-dialog.tsx'
import { toastFailure } from '#web/api/call-failure.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'

/** The call's default age, as the route's and the job's. */
const OLDER_THAN_DAYS = 30

/** The tool: a short explanation and the button. */
export default function ClearOldOrdersTool() {
  const t = useUiStrings()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const clear = useMutation({
    mutationFn: () => ecommerceApi.clearOldOrders({ body: { olderThanDays: OLDER_THAN_DAYS } }),
  })
  const confirm = async () => {
    setAsking(false)
    try {
      const { deleted } = await clear.mutateAsync()
      void toast.success(formatUiString(t.clearedOldOrders, { count: deleted }))
      await queryClient.invalidateQueries()
    } catch (error) {
      toastFailure(error)
    }
  }
  const days = { days: OLDER_THAN_DAYS }
  return (
    <section
      aria-label={t.clearOldOrders}
      className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
    >
      <p className="text-sm text-muted-foreground">{formatUiString(t.clearOldOrdersHint, days)}</p>
      <Button variant="outline" className="shrink-0" disabled={clear.isPending} onClick={() => setAsking(true)}>
        {t.clearOldOrders}
      </Button>
      <ConfirmDialog
        open={asking}
        title={formatUiString(t.clearOldOrdersConfirm, days)}
        confirmLabel={t.clearOldOrders}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </section>
  )
}
