/**
 * The model picker (SPEC §2): models with an admin view under their module, both by the schema's
 * labels in the admin's language and sorted by them, searchable, with Show/Hide.
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { adminRegistry } from '#generated/admin/registry.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Input } from '#web/ui/input.tsx'
import { type AdminLabels, useAdminLabels } from './admin-labels.ts'
import { adminLanguageParam } from './admin-language.ts'

/** A module and its models, as the picker lists them. */
export interface PickerGroup {
  readonly module: string
  readonly keys: readonly string[]
}

/** The models the picker lists, grouped by module, modules and models sorted by their labels in `labels`' language. */
export function pickerGroups(labels: AdminLabels, needle = ''): PickerGroup[] {
  const compare = (a: string, b: string) => a.localeCompare(b, labels.language)
  const byModule = new Map<string, string[]>()
  for (const [key, entry] of Object.entries(adminRegistry)) {
    if (entry.hidden) continue
    const haystack = `${labels.modelInModule(key)} ${key}`.toLocaleLowerCase(labels.language)
    if (needle !== '' && !haystack.includes(needle)) continue
    byModule.set(entry.module, [...(byModule.get(entry.module) ?? []), key])
  }
  return [...byModule]
    .map(([module, keys]) => ({ module, keys: keys.sort((a, b) => compare(labels.model(a), labels.model(b))) }))
    .sort((a, b) => compare(labels.module(a.module), labels.module(b.module)))
}

/** The picker. */
export function ModelPicker({ current }: { readonly current: string | undefined }) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const [shown, setShown] = useState(true)
  const [filter, setFilter] = useState('')
  const groups = pickerGroups(labels, filter.trim().toLocaleLowerCase(labels.language))
  return (
    <nav aria-labelledby="model-picker-heading" className="flex flex-col gap-2 lg:w-72 lg:shrink-0">
      <div className="flex items-center justify-between gap-2">
        <h2 id="model-picker-heading" className="font-semibold">
          {t.adminModels}
        </h2>
        <Button variant="ghost" size="sm" aria-expanded={shown} aria-controls="model-picker-list" onClick={() => setShown(!shown)}>
          {shown ? t.hide : t.show}
        </Button>
      </div>
      {shown && (
        <div id="model-picker-list" className="flex flex-col gap-2">
          <Input
            type="search"
            aria-label={t.searchModels}
            placeholder={t.searchModels}
            className="h-9"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <div className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto rounded-md border p-1 text-sm">
            {groups.length === 0 && <p className="p-3 text-center text-muted-foreground">{t.noFoundItems}</p>}
            {groups.map((group) => (
              <section key={group.module} aria-labelledby={`model-picker-${group.module}`} data-module={group.module}>
                <h3
                  id={`model-picker-${group.module}`}
                  className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {labels.module(group.module)}
                </h3>
                <ul>
                  {group.keys.map((key) => (
                    <li key={key}>
                      <Link
                        to="/{-$lang}/admin/$"
                        params={{ lang: adminLanguageParam(labels.language), _splat: key }}
                        data-model={key}
                        aria-current={key === current ? 'page' : undefined}
                        className={cn(
                          'block rounded-sm px-2 py-1.5 hover:bg-accent',
                          key === current && 'bg-secondary font-medium text-secondary-foreground',
                        )}
                      >
                        {labels.model(key)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      )}
    </nav>
  )
}
