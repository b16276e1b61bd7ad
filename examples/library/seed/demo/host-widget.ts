/**
 * A host widget is the slot a page or layout places; it shows one module widget through
 * widgets-to-external-widgets (externalModule + externalWidgetId).
 */
import type { EntityCreateBodies } from '#generated/validators/index.gen.ts'
import { type AnySeedRecord, link, recordWithSlug, type SeedEntityKey, type SeedRecord } from '#runtime/seed/seed-record.ts'

/** A module whose widgets host widgets embed (the generated `externalModule`). */
type ExternalModule = NonNullable<EntityCreateBodies['host/widgets-to-external-widgets']['externalModule']>

/** A module widget a host widget can embed: a `widgets` record of any module but host. */
export type EmbeddableWidget = SeedRecord<Extract<SeedEntityKey, `${string}/widgets`> & `${ExternalModule}/widgets`>

/** A host widget embedding `target`, with the link between them; `slug` names the slot. */
export function hostWidget(
  slug: string,
  target: EmbeddableWidget,
): { readonly widget: SeedRecord<'host/widgets'>; readonly records: readonly AnySeedRecord[] } {
  const widget = recordWithSlug('host/widgets', `host-${slug}`, `Slot: ${String(target.values.adminTitle)}`, {})
  const externalModule = target.entity.slice(0, -'/widgets'.length) as ExternalModule
  return {
    widget,
    records: [widget, link('host/widgets-to-external-widgets', { widgetId: widget.id, externalModule, externalWidgetId: target.id })],
  }
}
