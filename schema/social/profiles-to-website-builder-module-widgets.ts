import { relation } from '#dsl'
import websiteBuilderWidgets from '../website-builder/widgets.ts'
import profiles from './profiles.ts'

/** Website-builder blocks shown on a profile's page. */
export default relation('social', 'profiles-to-website-builder-module-widgets', {
  from: profiles,
  to: websiteBuilderWidgets,
  variants: ['default'],
  access: { read: 'public' },
})
