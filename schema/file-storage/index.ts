import { schemaModule } from '#dsl'
import files from './files.ts'
import widgets from './widgets.ts'
import widgetsToFiles from './widgets-to-files.ts'

export default schemaModule('file-storage', [
  files,
  widgets,
  widgetsToFiles,
])
