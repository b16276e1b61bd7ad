/**
 * blog widget: an article whose body is for readers who may read it (SPEC §2): everyone sees the
 * title and subtitle; the body shows only when the visitor is authorised, otherwise the 'Not
 * authorized' banner with the way to sign in. Authorised means signed in: the gate asks whether
 * the visitor may call `GET /api/rbac/subjects/authentication/me`, which every account may.
 * The article is the widget's linked one, else the one the page's URL names.
 *
 * The gate decides what the page shows; the body is not even sent to a visitor it refuses: the
 * page resolver leaves it out by the same decision (runtime/modules/host/private-content.ts).
 */
import { useId } from 'react'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import { SELECT_METHOD_PATH } from '#web/modules/rbac/account-paths.ts'
import { AuthorizationGate } from '#web/modules/rbac/authorization-gate.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { LockIcon } from '#web/site/line-icons.tsx'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { RichText } from '#web/site/rich-text.tsx'
import { buttonVariants } from '#web/ui/button.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function ArticleOverviewWithPrivateContent({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const headingId = useId()
  const article = childNodes(node, 'blog/widgets-to-articles')[0] ?? (page.entity?.entity === 'blog/articles' ? page.entity : undefined)
  if (article === undefined) return null
  const subtitle = text(article.record.subtitle)
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow">
      <article className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <h1 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {text(article.record.title, t.untitled)}
          </h1>
          {subtitle !== '' && <p className="text-lg text-muted-foreground">{subtitle}</p>}
        </header>
        <AuthorizationGate
          action={PRIVATE_CONTENT_READER}
          pending={<Skeleton className="h-32 w-full" />}
          fallback={
            <div role="alert" className="flex flex-col items-start gap-4 rounded-lg border border-dashed border-border bg-muted p-6">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <LockIcon aria-hidden="true" className="size-5" />
                {t.notAuthorized}
              </p>
              <LocalizedLink
                href={`${SELECT_METHOD_PATH}?redirect=${encodeURIComponent(page.path)}`}
                className={buttonVariants({ variant: 'primary' })}
              >
                {t.login}
              </LocalizedLink>
            </div>
          }
        >
          <RichText value={text(article.record.description)} className="prose max-w-none" />
        </AuthorizationGate>
      </article>
    </SectionShell>
  )
}
