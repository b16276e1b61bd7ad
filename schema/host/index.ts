import { schemaModule } from '#dsl'
import jobs from './jobs.ts'
import layouts from './layouts.ts'
import layoutsToWidgets from './layouts-to-widgets.ts'
import metadata from './metadata.ts'
import pages from './pages.ts'
import pagesToLayouts from './pages-to-layouts.ts'
import pagesToMetadata from './pages-to-metadata.ts'
import pagesToWidgets from './pages-to-widgets.ts'
import widgets from './widgets.ts'
import widgetsToExternalWidgets from './widgets-to-external-widgets.ts'

export default schemaModule('host', [
  pages,
  layouts,
  widgets,
  metadata,
  pagesToWidgets,
  pagesToLayouts,
  pagesToMetadata,
  layoutsToWidgets,
  widgetsToExternalWidgets,
  jobs,
])
