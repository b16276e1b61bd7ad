import { relation } from '#dsl'
import widgets from './widgets.ts'

/**
 * Embeds a widget of another module into a host widget. `externalModule` is made by the generator:
 * every other module of the site that has a `widgets` entity, so it follows the site's modules.
 */
export default relation('host', 'widgets-to-external-widgets', {
  label: { ru: 'Виджеты → Виджеты других модулей', en: 'Widgets → Widgets of other modules' },
  from: widgets,
  to: { polymorphic: true, key: 'externalWidgetId', moduleField: 'externalModule', entity: 'widgets', defaultModule: 'website-builder' },
  variants: ['default'],
  access: { read: 'public' },
})
