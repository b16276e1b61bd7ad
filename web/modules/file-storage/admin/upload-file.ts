/**
 * One upload into the media library with its progress: the entity's own create route
 * (`POST /api/file-storage/files`, multipart `data` + the `file` part, which sniffs and measures the
 * file), sent with XMLHttpRequest because fetch reports no upload progress. Same origin, so the
 * session cookie and the Origin header go with it as with every admin call.
 */

/** The created record as far as the library needs it. */
export interface UploadedFile {
  readonly id: string
  readonly file: string
}

/** Sends `file` to `route`, reporting the share sent (0…1); resolves with the created record, rejects with the server's message. */
export function uploadFile(route: string, file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const form = new FormData()
    form.append('data', JSON.stringify({ adminTitle: file.name }))
    form.append('file', file, file.name)
    request.open('POST', route)
    request.responseType = 'json'
    request.setRequestHeader('accept', 'application/json')
    if (document.documentElement.lang !== '') request.setRequestHeader('accept-language', document.documentElement.lang)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const body = request.response as { data?: UploadedFile; error?: { message?: string } } | null
      if (request.status >= 200 && request.status < 300 && body?.data !== undefined) {
        onProgress(1)
        resolve(body.data)
      } else reject(new Error(body?.error?.message ?? `${request.status} ${request.statusText}`))
    })
    request.addEventListener('error', () => reject(new Error('Network error')))
    request.addEventListener('abort', () => reject(new Error('Aborted')))
    signal?.addEventListener('abort', () => request.abort())
    request.send(form)
  })
}
