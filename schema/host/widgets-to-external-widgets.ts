import { moduleNames, oneOf, relation } from '#dsl'
import widgets from './widgets.ts'

/** Embeds a widget of another module (any module but host itself) into a host widget. */
export default relation('host', 'widgets-to-external-widgets', {
  from: widgets,
  to: { polymorphic: true, key: 'externalWidgetId', moduleField: 'externalModule', entity: 'widgets' },
  fields: {
    externalModule: oneOf(
      moduleNames.filter((name) => name !== 'host'),
      { required: true, default: 'website-builder' },
    ),
  },
  variants: ['default'],
  access: { read: 'public' },
})
