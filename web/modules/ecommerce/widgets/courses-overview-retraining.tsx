/** A course's page (`/courses/{slug}`, SPEC §5 `courses-overview-{product}`): the product as a course, its duration and price up front. */
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { ProductOverview } from './product-overview.tsx'

export default function CoursesOverviewRetraining({ node, page }: WidgetProps) {
  return <ProductOverview node={node} page={page} look="course" />
}
