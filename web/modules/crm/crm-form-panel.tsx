/**
 * The forms of a crm widget for the current visitor: each form (its description above it) for a
 * signed-in subject; for anyone else a sign-in link instead, since requests are sent only by
 * signed-in subjects (SPEC §6).
 */
import { lazy, Suspense } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import { loadCrmForm, loadedCrmForm } from './crm-form-loader.ts'
import { SIGN_IN_PATH } from '#web/site/sign-in-path.ts'

// Used only when the code was not loaded before rendering (a visitor who signed in on this page).
const LazyCrmForm = lazy(() => loadCrmForm().then((component) => ({ default: component })))

/** The forms linked to a crm widget (`crm/widgets-to-forms`), in order. */
export function formsOf(widget: TreeNode): readonly TreeNode[] {
  return childNodes(widget, 'crm/widgets-to-forms')
}

/** `<CrmFormPanel widget={node} />`; `onSent` runs after each successful request. */
export function CrmFormPanel({ widget, onSent }: { readonly widget: TreeNode; readonly onSent?: () => void }) {
  const t = useUiStrings()
  const text = useLocalized()
  const subject = useCurrentSubject()
  if (subject === null) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-6 text-center">
        <p className="text-muted-foreground">{t.signInToSendForm}</p>
        <LocalizedLink href={SIGN_IN_PATH} className={buttonVariants({ variant: 'primary' })}>
          {t.signIn}
        </LocalizedLink>
      </div>
    )
  }
  const CrmForm = loadedCrmForm()
  return (
    <div className="grid gap-10">
      {formsOf(widget).map((form) => (
        <div key={form.record.id} className="grid gap-4">
          {text(form.record.description) !== '' && <p className="text-muted-foreground">{text(form.record.description)}</p>}
          {CrmForm === undefined ? (
            <Suspense fallback={null}>
              <LazyCrmForm form={form} subjectId={subject.id} onSent={onSent} />
            </Suspense>
          ) : (
            <CrmForm form={form} subjectId={subject.id} onSent={onSent} />
          )}
        </div>
      ))}
    </div>
  )
}
