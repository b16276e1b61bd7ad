/**
 * A reference select that searches on the server (case-insensitive substring of the target's
 * label, 20 at a time), so it stays fast whatever the size of the table; the chosen record's
 * label is read by its id. A polymorphic end finds its target from the module field's value.
 */
import { useQuery } from '@tanstack/react-query'
import { ChevronsUpDownIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '#web/ui/command.tsx'
import type { AdminField, AdminModel } from '../admin-model.ts'
import { recordLabel } from '../record-label.ts'
import { searchFilter } from '../search-params.ts'
import { useAdminModel } from '../use-admin-model.ts'
import { useDebouncedValue } from '../use-debounced-value.ts'
import { type FieldEditor, type FieldInputProps, textPayload } from './field-editor.ts'
import { textEditor } from './text.tsx'

/** How many matches a search shows. */
export const REFERENCE_PAGE_SIZE = 20

/** The model a reference points at, given the form's values; undefined when it cannot be known. */
export function referenceTargetOf(field: AdminField, values: Readonly<Record<string, unknown>>): string | undefined {
  const reference = field.reference
  if (reference === undefined) return undefined
  if (reference.kind === 'entity') return reference.model
  const module = values[reference.moduleField]
  return typeof module === 'string' && module !== '' && reference.entity !== undefined ? `${module}/${reference.entity}` : undefined
}

function ReferenceSelect({ target, id, value, onChange, invalid, describedBy }: FieldInputProps & { readonly target: AdminModel }) {
  const t = useUiStrings()
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const settled = useDebouncedValue(search, 250)
  const selectedId = typeof value === 'string' && value !== '' ? value : undefined
  const selected = useQuery(target.queries.findByIdOptions(selectedId))
  const matches = useQuery({
    ...target.queries.findOptions({
      filters: { and: searchFilter(target.label, settled) },
      orderBy: { and: [{ column: target.label, method: 'asc' }] },
      limit: REFERENCE_PAGE_SIZE,
    }),
    enabled: open,
  })
  const shown = selected.data === undefined ? (selectedId ?? t.selectPlaceholder) : recordLabel(target, selected.data)
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          id={id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="w-full justify-between font-normal"
        >
          <span className="truncate">{shown}</span>
          <ChevronsUpDownIcon className="opacity-60" aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} className="ui-popover-surface z-50 w-(--radix-popover-trigger-width) min-w-64 p-0">
          <Command shouldFilter={false}>
            <CommandInput value={search} onValueChange={setSearch} placeholder={t.search} aria-label={t.search} />
            <CommandList>
              {matches.isFetching && matches.data === undefined ? (
                <p className="py-6 text-center text-sm text-muted-foreground">{t.loading}</p>
              ) : (
                <CommandEmpty />
              )}
              {(matches.data ?? []).map((record) => (
                <CommandItem
                  key={record.id}
                  value={record.id}
                  onSelect={() => {
                    onChange(record.id)
                    setOpen(false)
                  }}
                >
                  {recordLabel(target, record)}
                </CommandItem>
              ))}
            </CommandList>
          </Command>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

function ReferenceInput(props: FieldInputProps) {
  const targetKey = referenceTargetOf(props.field, props.values)
  const target = useAdminModel(targetKey)
  // Without a known target (a polymorphic end of an unknown module) the id is typed.
  if (targetKey === undefined || target.isError) return <textEditor.Input {...props} />
  if (target.data === undefined)
    return (
      <Button variant="outline" className="w-full" disabled>
        …
      </Button>
    )
  return <ReferenceSelect key={targetKey} {...props} target={target.data} />
}

/** The reference editor. */
export const referenceEditor: FieldEditor = {
  Input: ReferenceInput,
  fromRecord: (value) => (typeof value === 'string' ? value : ''),
  toPayload: textPayload,
}
