/**
 * rbac widget: the subjects the page tree links under the widget, each a link to its page. Only
 * subjects anyone may read reach the tree, so on the demo (subjects are private) it shows the
 * heading alone.
 */
import { useId } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { subjectPath } from '#web/modules/rbac/account-paths.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

function subjectsOf(node: TreeNode): readonly TreeNode[] {
  return Object.values(node.children).flatMap((edges) => edges.map((edge) => edge.node).filter((child) => child.entity === 'rbac/subjects'))
}

export default function SubjectList({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const subjects = subjectsOf(node)
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      {subjects.length > 0 && (
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {subjects.map((subject) => (
            <li key={subject.record.id}>
              <LocalizedLink
                href={subjectPath(String(subject.record.slug))}
                className="block rounded-lg border border-border p-4 font-medium hover:bg-accent"
              >
                {String(subject.record.slug)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </SectionShell>
  )
}
