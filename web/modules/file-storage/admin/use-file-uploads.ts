/**
 * The uploads of the media library: every dropped or chosen file gets a line with its own
 * progress; at most {@link PARALLEL_UPLOADS} go at once, the rest wait their turn. Each finished
 * upload refreshes the library's queries.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { type UploadedFile, uploadFile } from './upload-file.ts'

/** How many files are sent at the same time. */
export const PARALLEL_UPLOADS = 3

/** One file's upload as the list shows it. */
export interface FileUpload {
  readonly key: number
  readonly name: string
  readonly size: number
  readonly state: 'waiting' | 'uploading' | 'done' | 'failed'
  /** Share sent, 0…1. */
  readonly progress: number
  readonly error?: string
  readonly uploaded?: UploadedFile
}

/** The uploads, `add` for new files and `clear` for the finished lines. */
export function useFileUploads(route: string) {
  const queryClient = useQueryClient()
  const [uploads, setUploads] = useState<readonly FileUpload[]>([])
  const nextKey = useRef(0)
  const queue = useRef<{ key: number; file: File }[]>([])
  const running = useRef(0)

  const update = useCallback((key: number, change: Partial<FileUpload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)))
  }, [])

  const pump = useCallback(() => {
    while (running.current < PARALLEL_UPLOADS && queue.current.length > 0) {
      const { key, file } = queue.current.shift()!
      running.current += 1
      update(key, { state: 'uploading' })
      uploadFile(route, file, (progress) => update(key, { progress }))
        .then((uploaded) => {
          update(key, { state: 'done', progress: 1, uploaded })
          void queryClient.invalidateQueries({ queryKey: [route] })
        })
        .catch((error: unknown) => update(key, { state: 'failed', error: error instanceof Error ? error.message : String(error) }))
        .finally(() => {
          running.current -= 1
          pump()
        })
    }
  }, [route, queryClient, update])

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ key: nextKey.current++, file }))
      setUploads((current) => [
        ...current,
        ...added.map(({ key, file }): FileUpload => ({ key, name: file.name, size: file.size, state: 'waiting', progress: 0 })),
      ])
      queue.current.push(...added)
      pump()
    },
    [pump],
  )

  const clear = useCallback(
    () => setUploads((current) => current.filter((upload) => upload.state === 'waiting' || upload.state === 'uploading')),
    [],
  )

  return { uploads, add, clear }
}
