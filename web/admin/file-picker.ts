/**
 * The file picker: a module that keeps files lists, under FILE_PICKER among its admin tools
 * (admin-tools.ts), a component that lets the editor choose one of them. A file field's input
 * (fields/file.tsx) then offers "Choose an uploaded file" and shows the picker in a dialog; the
 * picker reads what to do with the choice from {@link FilePickerContext}. With no module listing one
 * (a site without file-storage), the field offers only the upload.
 */
import { createContext, useContext } from 'react'

/** The key under which a module lists its file picker: never a model's key, which all have a slash. */
export const FILE_PICKER = 'file-picker'

/** What the field asks of the picker. */
export interface FilePickerRequest {
  /** Puts the chosen file's stored path or URL into the field and closes the picker. */
  readonly choose: (value: string) => void
  /** The field's current value, to mark the file already chosen. */
  readonly current: string | undefined
}

/** The field's request to the picker it shows. */
export const FilePickerContext = createContext<FilePickerRequest | undefined>(undefined)

/** The request of the field that opened the picker (a picker outside a field throws). */
export function useFilePickerRequest(): FilePickerRequest {
  const request = useContext(FilePickerContext)
  if (request === undefined) throw new Error('A file picker is shown by a file field (FilePickerContext)')
  return request
}
