/**
 * A multipart upload with its progress, the one call web/api sends with XMLHttpRequest: fetch
 * reports no upload progress. Same origin, so the session cookie and the Origin header go with it
 * as with every call, and the page's language is named as send-request.ts names it. It answers the
 * body's `data`, or rejects with the server's message.
 */
export function sendUpload<T>(path: string, form: FormData, onProgress: (share: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', path)
    request.responseType = 'json'
    request.setRequestHeader('accept', 'application/json')
    if (document.documentElement.lang !== '') request.setRequestHeader('accept-language', document.documentElement.lang)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const body = request.response as { data?: T; error?: { message?: string } } | null
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
