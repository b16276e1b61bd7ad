/** Writes one uploaded file part to the upload directory under a generated name. */
import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { PUBLIC_FILES_PREFIX } from './upload-directory.ts'

/** A file saved from a multipart part named after an entity field. */
export interface SavedUpload {
  readonly field: string
  readonly filePath: string
  /** What the record stores: the URL path the file is served at. */
  readonly publicPath: string
}

/**
 * Saves `part` as `<uuid>.<ext>`: the client's file name never becomes a path (no traversal, no
 * overwrites); only a short alphanumeric extension survives so the file keeps its type.
 */
export async function saveUpload(part: MultipartFile, directory: string): Promise<SavedUpload> {
  const extension = path.extname(part.filename ?? '').slice(1).toLowerCase()
  const name = `${randomUUID()}${/^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : ''}`
  const filePath = path.join(directory, name)
  await mkdir(directory, { recursive: true })
  try {
    await pipeline(part.file, createWriteStream(filePath, { flags: 'wx' }))
  } catch (error) {
    await rm(filePath, { force: true })
    throw error
  }
  return { field: part.fieldname, filePath, publicPath: `${PUBLIC_FILES_PREFIX}${name}` }
}

/** Removes saved files of a request that failed, so rejected uploads leave nothing behind. */
export async function discardUploads(uploads: readonly SavedUpload[]): Promise<void> {
  await Promise.all(uploads.map((upload) => rm(upload.filePath, { force: true })))
}
