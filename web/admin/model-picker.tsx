/** The model picker (SPEC §2): models with an admin view, sorted by name, searchable, with Show/Hide. */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { adminRegistry } from '#generated/admin/registry.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Input } from '#web/ui/input.tsx'
import { modelTitle } from './field-label.ts'

/** Keys of the models the picker lists, sorted by name. */
export function pickerModels(): string[] {
  return Object.entries(adminRegistry)
    .filter(([, entry]) => !entry.hidden)
    .map(([key]) => key)
    .sort()
}

/** The picker. */
export function ModelPicker({ current }: { readonly current: string | undefined }) {
  const t = useUiStrings()
  const [shown, setShown] = useState(true)
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLocaleLowerCase()
  const models = pickerModels().filter((key) => modelTitle(key).toLocaleLowerCase().includes(needle) || key.includes(needle))
  return (
    <nav aria-labelledby="model-picker-heading" className="flex flex-col gap-2 lg:w-64 lg:shrink-0">
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
          <Input type="search" aria-label={t.searchModels} placeholder={t.searchModels} className="h-9" value={filter} onChange={(event) => setFilter(event.target.value)} />
          <ul className="flex max-h-[60vh] flex-col overflow-y-auto rounded-md border p-1 text-sm">
            {models.length === 0 && <li className="p-3 text-center text-muted-foreground">{t.noFoundItems}</li>}
            {models.map((key) => (
              <li key={key}>
                <Link
                  to="/admin/$"
                  params={{ _splat: key }}
                  aria-current={key === current ? 'page' : undefined}
                  className={cn('block rounded-sm px-2 py-1.5 hover:bg-accent', key === current && 'bg-secondary font-medium text-secondary-foreground')}
                >
                  {modelTitle(key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  )
}
