/**
 * A social profile's page (`/social/profiles/{slug}`, SPEC §2 "profile overview: subtitle, title,
 * description and child widgets"): the subtitle as a kicker over the title, the rich-text
 * description, "Write a message" (issue #23: opens the chat with this profile), the products the
 * profile offers as cards, then its website-builder widgets.
 */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { StartChatSlot } from '../start-chat-slot.tsx'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'
import { EntityOverview } from '../../../widgets/shared/entity-overview.tsx'
import { ListSection } from '../../../widgets/shared/list-section.tsx'
import { NestedWidgets } from '../../../widgets/shared/nested-widgets.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function ProfileOverviewDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const profile = pageEntity(page, 'social/profiles')
  if (profile === undefined) return null
  const products = childNodes(profile, 'social/profiles-to-ecommerce-module-products')
  return (
    <>
      <EntityOverview widget={node} entity={profile} subtitlePlacement="above">
        <div className="flex flex-wrap gap-2">
          <StartChatSlot profileId={String(profile.record.id)} />
        </div>
        <ListSection title={t.products} count={products.length}>
          <ProductGrid products={products} />
        </ListSection>
      </EntityOverview>
      <NestedWidgets node={profile} page={page} />
    </>
  )
}
