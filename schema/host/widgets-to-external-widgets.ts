import { oneOf, relation } from '#dsl'
import widgets from './widgets.ts'

/** Embeds a widget of another module into a host widget. */
export default relation('host', 'widgets-to-external-widgets', {
  from: widgets,
  to: { polymorphic: true, key: 'externalWidgetId', moduleField: 'externalModule' },
  fields: {
    externalModule: oneOf(
      [
        'agent',
        'analytic',
        'billing',
        'blog',
        'broadcast',
        'crm',
        'ecommerce',
        'file-storage',
        'notification',
        'rbac',
        'social',
        'startup',
        'website-builder',
      ],
      { required: true, default: 'website-builder' },
    ),
  },
  variants: ['default'],
  access: { read: 'public' },
})
