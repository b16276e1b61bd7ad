/**
 * The search across models, opened with Ctrl+K (⌘K) anywhere in the admin or from its button: a
 * dialog (focus kept inside, Escape closes) whose list the arrow keys walk and Enter opens (cmdk).
 * Empty, it lists the recently opened records, then every model, relation tables included, under
 * its module. Typed into, it lists the matches best first (admin-navigation.ts's modelSearchScore:
 * "products" puts Products above Articles → Products), ranked here because cmdk reorders items
 * but not the groups they sit in.
 */
import { useNavigate } from '@tanstack/react-router'
import { SearchIcon } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { CommandDialog, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from '#web/ui/command.tsx'
import { type AdminLabels, useAdminLabels } from './admin-labels.ts'
import { adminLanguageParam } from './admin-language.ts'
import { modelSearchScore, type NavigationEntry, navigationGroups } from './admin-navigation.ts'
import { useAdminStrings } from './admin-strings.ts'
import { recordSearch } from './record-link.tsx'
import { type RecentRecord, useRecentRecords } from './recent-records.ts'

/** Every key of `entries` and the relation tables under them, parents first. */
function flatKeys(entries: readonly NavigationEntry[]): string[] {
  return entries.flatMap((entry) => [entry.key, ...flatKeys(entry.children)])
}

/** Whether `event` is Ctrl+K or ⌘K. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
}

/** One line of the list: a model, or a recent record of one. */
interface SearchChoice {
  /** Unique among the choices: the model's key, or `recent model id`. */
  readonly value: string
  readonly model: string
  readonly module: string
  readonly record?: RecentRecord
  /** What is matched: the line's own name first. */
  readonly keywords: readonly string[]
}

/** Every choice, recent records first, then the models in the navigation's order. */
function searchChoices(
  labels: AdminLabels,
  recent: readonly RecentRecord[],
): { recent: SearchChoice[]; groups: [string, SearchChoice[]][] } {
  return {
    recent: recent.map((record) => ({
      value: `recent ${record.model} ${record.id}`,
      model: record.model,
      module: record.model.split('/')[0] ?? '',
      record,
      keywords: [record.label, labels.modelInModule(record.model)],
    })),
    groups: navigationGroups(labels).map((group) => [
      group.module,
      flatKeys(group.entries).map((key) => ({
        value: key,
        model: key,
        module: group.module,
        keywords: [labels.model(key), labels.module(group.module)],
      })),
    ]),
  }
}

/** The choices matching `query`, best first (ties keep their order). */
export function rankedChoices<T extends { readonly value: string; readonly keywords: readonly string[] }>(
  choices: readonly T[],
  query: string,
): T[] {
  return choices
    .map((choice, index) => ({ choice, index, score: modelSearchScore(choice.value, query, choice.keywords) }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((ranked) => ranked.choice)
}

/** The search button and its dialog. */
export function ModelSearchDialog() {
  const t = useUiStrings()
  const strings = useAdminStrings()
  const labels = useAdminLabels()
  const navigate = useNavigate()
  const [recent] = useRecentRecords()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  const show = (next: boolean) => {
    setOpen(next)
    if (!next) setQuery('')
  }
  const choose = (choice: SearchChoice) => {
    show(false)
    const search = choice.record === undefined ? {} : recordSearch(choice.model, choice.record.id)
    void navigate({
      to: '/{-$lang}/admin/$',
      params: { lang: adminLanguageParam(labels.language), _splat: choice.model },
      search: search as never,
    })
  }
  const item = (choice: SearchChoice, withModule: boolean) => (
    <CommandItem key={choice.value} value={choice.value} onSelect={() => choose(choice)} data-model={choice.model}>
      <span className="min-w-0 flex-1 truncate">{choice.record?.label ?? labels.model(choice.model)}</span>
      {(withModule || choice.record !== undefined) && (
        <span className="shrink-0 text-xs text-muted-foreground">
          {choice.record === undefined ? labels.module(choice.module) : labels.model(choice.model)}
        </span>
      )}
    </CommandItem>
  )
  const choices = searchChoices(labels, recent)
  const searching = query.trim() !== ''
  return (
    <>
      <button
        type="button"
        onClick={() => show(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex h-9 w-full items-center gap-2 rounded-md border bg-background px-3 text-sm text-muted-foreground shadow-xs hover:bg-accent"
      >
        <SearchIcon aria-hidden="true" className="size-4 shrink-0" />
        <span className="flex-1 truncate text-left">{t.searchModels}</span>
        <kbd className="rounded border bg-muted px-1.5 font-mono text-[0.7rem]">Ctrl K</kbd>
      </button>
      <CommandDialog
        open={open}
        onOpenChange={show}
        title={strings.searchDialogTitle}
        description={strings.searchDialogHint}
        shouldFilter={false}
      >
        <CommandInput placeholder={t.searchModels} aria-label={t.searchModels} value={query} onValueChange={setQuery} />
        <CommandList className="max-h-[min(60vh,420px)]">
          <CommandEmpty />
          {searching ? (
            <CommandGroup>
              {rankedChoices([...choices.recent, ...choices.groups.flatMap(([, list]) => list)], query).map((choice) => item(choice, true))}
            </CommandGroup>
          ) : (
            <>
              {choices.recent.length > 0 && (
                <CommandGroup heading={strings.recentRecords}>{choices.recent.map((choice) => item(choice, false))}</CommandGroup>
              )}
              {choices.groups.map(([module, list]) => (
                <CommandGroup key={module} heading={labels.module(module)}>
                  {list.map((choice) => item(choice, false))}
                </CommandGroup>
              ))}
            </>
          )}
        </CommandList>
      </CommandDialog>
    </>
  )
}
