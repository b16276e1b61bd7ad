/**
 * The demo's one layout: the navbar before every page's content (default widgets) and the footer
 * after it (additional widgets). Every page is linked to it in pages.ts.
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { hostWidget } from './host-widget.ts'
import { footerWidget, navbarWidget } from './navbar-and-footer.ts'
import { t } from './text.ts'

/** The layout of every demo page. */
export const defaultLayout = recordWithSlug('host/layouts', 'default', 'Макет: основной', {
  title: t('Основной макет', 'Main layout'),
})

const navbar = hostWidget('navbar', navbarWidget)
const footer = hostWidget('footer', footerWidget)

/** Every layout record of the demo. */
export const layoutsSeed: readonly AnySeedRecord[] = [
  defaultLayout,
  ...navbar.records,
  ...footer.records,
  link('host/layouts-to-widgets', { layoutId: defaultLayout.id, widgetId: navbar.widget.id, variant: 'default' }),
  link('host/layouts-to-widgets', { layoutId: defaultLayout.id, widgetId: footer.widget.id, variant: 'additional' }),
]
