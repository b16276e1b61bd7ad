/**
 * A command palette and searchable list (cmdk): the admin's model picker and searchable selects.
 * Filtering is a case-insensitive substring match (SPEC §2), and an empty result says 'No found
 * items.' unless the caller passes other children to `CommandEmpty`. Styles: menu.css.
 */
import { Command as CommandPrimitive } from 'cmdk'
import { SearchIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { cn } from './cn.ts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx'

/** SPEC §2: searchable selects filter by case-insensitive substring. */
export function substringFilter(value: string, search: string, keywords?: string[]): number {
  const needle = search.trim().toLocaleLowerCase()
  if (needle === '') return 1
  return [value, ...(keywords ?? [])].some((text) => text.toLocaleLowerCase().includes(needle)) ? 1 : 0
}

/** The list with its search box. */
export function Command({ className, filter = substringFilter, ...props }: ComponentProps<typeof CommandPrimitive>) {
  return <CommandPrimitive data-slot="command" filter={filter} className={cn('ui-command', className)} {...props} />
}

/** The palette in a dialog, named by `title` for screen readers. */
export function CommandDialog({
  title,
  description,
  children,
  className,
  shouldFilter,
  ...props
}: ComponentProps<typeof Dialog> & {
  readonly title: string
  readonly description?: string
  readonly className?: string
  /** `false` when the caller filters and orders the items itself (cmdk cannot reorder groups). */
  readonly shouldFilter?: boolean
}) {
  return (
    <Dialog {...props}>
      <DialogContent
        className={cn('overflow-hidden p-0', className)}
        showCloseButton={false}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <DialogHeader className="sr-only">
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <Command shouldFilter={shouldFilter}>{children}</Command>
      </DialogContent>
    </Dialog>
  )
}

/** The search box. */
export function CommandInput({ className, ...props }: ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex h-10 items-center gap-2 border-b px-3">
      <SearchIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      <CommandPrimitive.Input data-slot="command-input" className={cn('ui-command-input', className)} {...props} />
    </div>
  )
}

/** The scrolling list of items. */
export function CommandList({ className, ...props }: ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      data-slot="command-list"
      className={cn('max-h-[300px] scroll-py-1 overflow-x-hidden overflow-y-auto', className)}
      {...props}
    />
  )
}

/** Shown when nothing matches: 'No found items.' by default. */
export function CommandEmpty({ children, className, ...props }: ComponentProps<typeof CommandPrimitive.Empty>) {
  const t = useUiStrings()
  return (
    <CommandPrimitive.Empty data-slot="command-empty" className={cn('py-6 text-center text-sm', className)} {...props}>
      {children ?? t.noFoundItems}
    </CommandPrimitive.Empty>
  )
}

/** A group with an optional heading. */
export function CommandGroup({ className, ...props }: ComponentProps<typeof CommandPrimitive.Group>) {
  return <CommandPrimitive.Group data-slot="command-group" className={cn('overflow-hidden p-1 text-foreground', className)} {...props} />
}

/** A line between groups. */
export function CommandSeparator({ className, ...props }: ComponentProps<typeof CommandPrimitive.Separator>) {
  return <CommandPrimitive.Separator data-slot="command-separator" className={cn('ui-menu-separator my-0', className)} {...props} />
}

/** One choice. */
export function CommandItem({ className, ...props }: ComponentProps<typeof CommandPrimitive.Item>) {
  return <CommandPrimitive.Item data-slot="command-item" className={cn('ui-command-item', className)} {...props} />
}

/** A keyboard hint at the end of an item. */
export function CommandShortcut({ className, ...props }: ComponentProps<'span'>) {
  return <span data-slot="command-shortcut" className={cn('ui-menu-shortcut', className)} {...props} />
}
