/** rbac widget: the account area on its own (Login button, account menu or skeleton), right-aligned. */
import { AccountSlot } from '#web/modules/rbac/account-slot.tsx'
import { classNameOf } from '../../../widgets/shared/record-fields.ts'
import { cn } from '#web/ui/cn.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectAccountMenu({ node }: WidgetProps) {
  return (
    <div className={cn('mx-auto flex w-full max-w-6xl justify-end px-4 py-3 sm:px-6 lg:px-8', classNameOf(node.record))}>
      <AccountSlot />
    </div>
  )
}
