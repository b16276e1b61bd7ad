/** The media library as a file field's picker (web/admin/file-picker.ts): choosing a file fills the field. */
import { useFilePickerRequest } from '#web/admin/file-picker.ts'
import { MediaLibrary } from './media-library.tsx'

/** The picker. */
export default function MediaLibraryPicker() {
  return <MediaLibrary picking={useFilePickerRequest()} />
}
