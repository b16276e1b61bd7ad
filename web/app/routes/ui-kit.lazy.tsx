/** The lazy half of `/admin/ui-kit` (web/admin/ui-kit-page.tsx). */
import { createLazyRoute } from '@tanstack/react-router'
import { UiKitPage } from '#web/admin/ui-kit-page.tsx'

/** `/admin/ui-kit`'s component. */
export const uiKitLazyRoute = createLazyRoute('/{-$lang}/admin/ui-kit')({ component: UiKitPage })
