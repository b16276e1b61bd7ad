/** The lazy halves of `/admin` and `/admin/<module>/<entity>` (with or without a language prefix): the generated admin (web/admin). */
import { createLazyRoute, useParams } from '@tanstack/react-router'
import { AdminScreen } from '#web/admin/admin-screen.tsx'

function AdminPaths() {
  const { _splat } = useParams({ from: '/{-$lang}/admin/$' })
  const key = (_splat ?? '').replace(/\/+$/, '')
  return <AdminScreen modelKey={key === '' ? undefined : key} />
}

/** `/admin`'s component. */
export const adminIndexLazyRoute = createLazyRoute('/{-$lang}/admin/')({ component: () => <AdminScreen modelKey={undefined} /> })

/** `/admin/$`'s component. */
export const adminPathsLazyRoute = createLazyRoute('/{-$lang}/admin/$')({ component: AdminPaths })
