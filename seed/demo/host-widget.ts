/**
 * A host widget is the slot a page or layout places; it shows one module widget through
 * widgets-to-external-widgets (externalModule + externalWidgetId).
 */
import { type AnySeedRecord, link, recordWithSlug, type SeedRecord } from '#runtime/seed/seed-record.ts'

/** The modules whose widgets the demo embeds, by their widget entity. */
const moduleOfWidgetEntity = {
  'website-builder/widgets': 'website-builder',
  'blog/widgets': 'blog',
  'ecommerce/widgets': 'ecommerce',
  'crm/widgets': 'crm',
  'rbac/widgets': 'rbac',
  'social/widgets': 'social',
} as const

/** A module widget a host widget can embed. */
export type EmbeddableWidget = SeedRecord<keyof typeof moduleOfWidgetEntity>

/** A host widget embedding `target`, with the link between them; `slug` names the slot. */
export function hostWidget(
  slug: string,
  target: EmbeddableWidget,
): { readonly widget: SeedRecord<'host/widgets'>; readonly records: readonly AnySeedRecord[] } {
  const widget = recordWithSlug('host/widgets', `host-${slug}`, `Слот: ${String(target.values.adminTitle)}`, {})
  const externalModule = moduleOfWidgetEntity[target.entity]
  return {
    widget,
    records: [widget, link('host/widgets-to-external-widgets', { widgetId: widget.id, externalModule, externalWidgetId: target.id })],
  }
}
