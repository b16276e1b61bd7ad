/** Tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. Styles: tabs.css. */
import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from './cn.ts'

/** The tab set's state holder. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('ui-tabs', className)} {...props} />
}

/** The row of tabs. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn('ui-tabs-list', className)} {...props} />
}

/** One tab. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger data-slot="tabs-trigger" className={cn('ui-tabs-trigger', className)} {...props} />
}

/** The panel of one tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn('ui-tabs-content', className)} {...props} />
}
