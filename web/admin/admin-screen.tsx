/**
 * The admin at `/admin` and `/admin/<module>/<entity>`: the sign-in screen for visitors, else the
 * model search (Ctrl+K) and the model picker beside the dashboard or the chosen model's page.
 */
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import './admin-http.ts'
import { AdminDashboard } from './admin-dashboard.tsx'
import { AdminSignIn } from './admin-sign-in.tsx'
import { ModelPage } from './model-page.tsx'
import { ModelPicker } from './model-picker.tsx'
import { ModelSearchDialog } from './model-search-dialog.tsx'
import { setValidationLanguage } from './validation-language.ts'

/** The screen of the model `modelKey`, or the dashboard. */
export function AdminScreen({ modelKey }: { readonly modelKey: string | undefined }) {
  setValidationLanguage(useLanguage())
  const subject = useCurrentSubject()
  if (subject === null) return <AdminSignIn />
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <div className="flex flex-col gap-3 lg:w-72 lg:shrink-0">
        <ModelSearchDialog />
        <ModelPicker current={modelKey} />
      </div>
      <div className="min-w-0 flex-1">{modelKey === undefined ? <AdminDashboard /> : <ModelPage key={modelKey} modelKey={modelKey} />}</div>
    </div>
  )
}
