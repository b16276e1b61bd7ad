/**
 * The admin at `/admin` and `/admin/<module>/<entity>`: the sign-in screen for visitors, else the
 * model picker beside the chosen model's page.
 */
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import './admin-http.ts'
import { AdminSignIn } from './admin-sign-in.tsx'
import { ModelPage } from './model-page.tsx'
import { ModelPicker } from './model-picker.tsx'
import { setValidationLanguage } from './validation-language.ts'

/** The screen of the model `modelKey`, or of none. */
export function AdminScreen({ modelKey }: { readonly modelKey: string | undefined }) {
  const t = useUiStrings()
  setValidationLanguage(useLanguage())
  const subject = useCurrentSubject()
  if (subject === null) return <AdminSignIn />
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <ModelPicker current={modelKey} />
      <div className="min-w-0 flex-1">
        {modelKey === undefined ? (
          <p className="text-muted-foreground">{t.chooseModel}</p>
        ) : (
          <ModelPage key={modelKey} modelKey={modelKey} />
        )}
      </div>
    </div>
  )
}
