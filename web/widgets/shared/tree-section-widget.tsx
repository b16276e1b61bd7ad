/**
 * The `default` widget of a module whose widgets hold only their own content (billing, startup,
 * agent, analytic, notification, file-storage, social): the {@link TreeSection} of the node. Each
 * module's `default.tsx` re-exports it, so each stays its own chunk name in the registry.
 */
import type { WidgetProps } from '../widget-registry.ts'
import { TreeSection } from './tree-section.tsx'

export default function TreeSectionWidget({ node, page }: WidgetProps) {
  return <TreeSection node={node} page={page} />
}
