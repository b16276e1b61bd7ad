/**
 * The footer's account links for a signed-in subject (issue #23): the data buttons that lead to
 * signing in or registering (the demo's "Sign in" and "Sign up") are not offered to someone signed
 * in; the account menu's Settings link takes their place. The footer is static HTML, never
 * hydrated, so it reads the subject once without subscribing to the session store, as
 * web/site/unknown-variant.tsx does: a signed-in page is rendered for its subject and never cached,
 * a page the browser renders after a navigation reads the store as it is then, and signing out
 * goes to the home page (account-menu.tsx), which renders again.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useSessionStore } from '#web/app/session-store-core.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import type { ColumnLink } from '#web/widgets/shared/site-button.tsx'
import { stringField } from '#web/widgets/shared/record-fields.ts'
import { isSignedOutOnlyUrl, SETTINGS_PATH } from './account-paths.ts'

const ARRAY_BUTTONS = 'website-builder/buttons-arrays-to-buttons'

/** A buttons array as a signed-in subject sees it, and the links shown before its buttons. */
export interface AccountAwareArray {
  readonly node: TreeNode
  readonly leadingLinks: readonly ColumnLink[]
}

/**
 * `arrays` as the current visitor sees them: unchanged for a visitor; for a signed-in subject,
 * each array that offered signing in or registering without those buttons and led by Settings.
 */
export function useAccountAwareArrays(arrays: readonly TreeNode[]): readonly AccountAwareArray[] {
  const { subject } = useSessionStore().get()
  const t = useUiStrings()
  return arrays.map((array) => {
    const edges = array.children[ARRAY_BUTTONS] ?? []
    const kept = subject === null ? edges : edges.filter((edge) => !isSignedOutOnlyUrl(stringField(edge.node.record, 'url')))
    if (kept.length === edges.length) return { node: array, leadingLinks: [] }
    return {
      node: { ...array, children: { ...array.children, [ARRAY_BUTTONS]: kept } },
      leadingLinks: [{ href: SETTINGS_PATH, label: t.settings }],
    }
  })
}
