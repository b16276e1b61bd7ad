/** SPEC §4's order statuses as the shop's screens word them. */
import type { UiStrings } from '#web/i18n/en.ts'

/** The text of `status` in `t`'s language. */
export function orderStatusText(status: string, t: UiStrings): string {
  const texts: Readonly<Record<string, string>> = {
    new: t.orderStatusNew,
    paying: t.orderStatusPaying,
    approving: t.orderStatusApproving,
    packaging: t.orderStatusPackaging,
    delivering: t.orderStatusDelivering,
    delivered: t.orderStatusDelivered,
    canceled: t.orderStatusCanceled,
  }
  return texts[status] ?? status
}
