/**
 * SPEC §2/§8's 'Unknown Variant': a widget whose variant has no component renders nothing for
 * visitors, and a dashed notice naming the module and variant for an administrator, who can fix
 * the record. Only a signed-in page (never cached) can show it. The subject is read once, without
 * subscribing to the session store: the notice is part of static HTML, never hydrated, and a page
 * renders again for another subject anyway (session-store.ts `onSubjectChange`).
 */
import { useSessionStore } from '#web/app/session-store-core.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'

/** The notice for the widget `module`/`variant`, shown to administrators only. */
export function UnknownVariant({ module, variant }: { readonly module: string; readonly variant: string }) {
  const t = useUiStrings()
  const { subject } = useSessionStore().get()
  if (subject?.administrator !== true) return null
  return (
    <div
      role="note"
      data-testid="unknown-variant"
      className="m-4 rounded-md border-2 border-dashed border-muted-foreground/50 bg-muted p-4 text-sm text-foreground"
    >
      <strong className="font-semibold">{t.unknownVariant}</strong>: <code>{`${module}/${variant}`}</code>
    </div>
  )
}
