/**
 * The model picker (SPEC §2): the dashboard, then the models under their modules by the schema's
 * labels in the admin's language (admin-navigation.ts), each relation table folded under the entity
 * it links from (its branch open while one of them is shown), with Show/Hide. Searching is the
 * Ctrl+K dialog's (model-search-dialog.tsx).
 */
import { Link } from '@tanstack/react-router'
import { ChevronRightIcon, LayoutDashboardIcon } from 'lucide-react'
import { useState } from 'react'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { type AdminLabels, useAdminLabels } from './admin-labels.ts'
import { adminLanguageParam } from './admin-language.ts'
import { containsModel, type NavigationEntry, navigationGroups } from './admin-navigation.ts'
import { useAdminStrings } from './admin-strings.ts'

/** Where the picker stands beside the page (Tailwind's `lg`) and opens shown. */
const WIDE_SCREEN = '(min-width: 64rem)'

const linkClass = (current: boolean) =>
  cn(
    'block min-w-0 flex-1 truncate rounded-sm px-2 py-1.5 hover:bg-accent',
    current && 'bg-secondary font-medium text-secondary-foreground',
  )

/** One model's line, and under it its relation tables once opened. */
function PickerEntry({
  entry,
  current,
  labels,
}: {
  readonly entry: NavigationEntry
  readonly current: string | undefined
  readonly labels: AdminLabels
}) {
  const strings = useAdminStrings()
  // Open while one of its relation tables is shown, until the editor folds it.
  const [toggled, setOpen] = useState<boolean>()
  const open = toggled ?? entry.children.some((child) => containsModel(child, current))
  const listId = `model-picker-relations-${entry.key.replace('/', '--')}`
  return (
    <li>
      <div className="flex items-center gap-0.5">
        <Link
          to="/{-$lang}/admin/$"
          params={{ lang: adminLanguageParam(labels.language), _splat: entry.key }}
          data-model={entry.key}
          aria-current={entry.key === current ? 'page' : undefined}
          className={linkClass(entry.key === current)}
        >
          {labels.model(entry.key)}
        </Link>
        {entry.children.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={formatUiString(strings.showRelations, { model: labels.model(entry.key) })}
            title={formatUiString(strings.showRelations, { model: labels.model(entry.key) })}
            onClick={() => setOpen(!open)}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <ChevronRightIcon aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-90')} />
          </button>
        )}
      </div>
      {open && (
        <ul id={listId} className="ml-3 border-l pl-2">
          {entry.children.map((child) => (
            <PickerEntry key={child.key} entry={child} current={current} labels={labels} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The picker; `current` is the shown model, none on the dashboard. */
export function ModelPicker({ current }: { readonly current: string | undefined }) {
  const t = useUiStrings()
  const strings = useAdminStrings()
  const labels = useAdminLabels()
  // A phone opens on the page itself, the list a tap away; a wide screen shows both side by side.
  const [shown, setShown] = useState(() => window.matchMedia(WIDE_SCREEN).matches)
  const groups = navigationGroups(labels)
  return (
    <nav aria-labelledby="model-picker-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="model-picker-heading" className="font-semibold">
          {t.adminModels}
        </h2>
        <Button variant="ghost" size="sm" aria-expanded={shown} aria-controls="model-picker-list" onClick={() => setShown(!shown)}>
          {shown ? t.hide : t.show}
        </Button>
      </div>
      {shown && (
        <div id="model-picker-list" className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto rounded-md border p-1 text-sm">
          <Link
            to="/{-$lang}/admin"
            params={{ lang: adminLanguageParam(labels.language) }}
            activeOptions={{ exact: true }}
            className={cn(
              'flex shrink-0 items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-accent',
              current === undefined && 'bg-secondary font-medium text-secondary-foreground',
            )}
          >
            <LayoutDashboardIcon aria-hidden="true" className="size-4" />
            {strings.dashboard}
          </Link>
          {groups.map((group) => (
            <section key={group.module} aria-labelledby={`model-picker-${group.module}`} data-module={group.module}>
              <h3
                id={`model-picker-${group.module}`}
                className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {labels.module(group.module)}
              </h3>
              <ul>
                {group.entries.map((entry) => (
                  <PickerEntry key={entry.key} entry={entry} current={current} labels={labels} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </nav>
  )
}
