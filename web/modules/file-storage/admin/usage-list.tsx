/**
 * The records that use a file, each as "Model: record" in the admin's language; links to the
 * records in the library, plain text in the picker (which sits inside another record's form).
 */
import { useAdminLabels } from '#web/admin/admin-labels.ts'
import { RecordLink } from '#web/admin/record-link.tsx'
import { valueText } from '#web/admin/record-label.ts'
import { cn } from '#web/ui/cn.ts'
import type { FileUsage } from './use-file-usages.ts'

/** How a use reads: `Products: Data analyst`. */
export function useUsageText() {
  const labels = useAdminLabels()
  return (usage: FileUsage) =>
    `${labels.model(`${usage.module}/${usage.entity}`)}: ${valueText(usage.label, labels.language) || usage.id.slice(0, 8)}`
}

/** Props of {@link UsageList}. */
export interface UsageListProps {
  readonly usages: readonly FileUsage[]
  readonly links: boolean
  readonly className?: string
}

/** The list. */
export function UsageList({ usages, links, className }: UsageListProps) {
  const text = useUsageText()
  return (
    <ul className={cn('flex flex-col gap-0.5 text-xs', className)}>
      {usages.map((usage) => (
        <li key={`${usage.via}:${usage.id}`} className="min-w-0">
          {links ? (
            <RecordLink
              model={`${usage.module}/${usage.entity}`}
              id={usage.id}
              className="block truncate text-primary underline-offset-2 hover:underline"
            >
              {text(usage)}
            </RecordLink>
          ) : (
            <span className="block truncate">{text(usage)}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
