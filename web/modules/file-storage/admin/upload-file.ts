/**
 * One upload into the media library with its progress: the entity's own create route
 * (`POST /api/file-storage/files`, multipart `data` + the `file` part, which sniffs and measures the
 * file), through web/api's upload with progress.
 */
import { sendUpload } from '#web/api/send-upload.ts'

/** The created record as far as the library needs it. */
export interface UploadedFile {
  readonly id: string
  readonly file: string
}

/** Sends `file` to `route`, reporting the share sent (0…1); resolves with the created record, rejects with the server's message. */
export function uploadFile(route: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData()
  form.append('data', JSON.stringify({ adminTitle: file.name }))
  form.append('file', file, file.name)
  return sendUpload<UploadedFile>(route, form, onProgress, signal)
}
