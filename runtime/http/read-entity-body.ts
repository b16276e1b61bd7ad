/**
 * Reads a write body in either wire form (DESIGN "The HTTP API"): JSON
 * `{ "data": … }`, or multipart/form-data with a `data` part holding that JSON
 * plus one file part per file field, named after the field.
 */
import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from '#runtime/errors/http-error.ts'
import type { EntityUploadOptions } from '#runtime/modules/file-storage/entity-upload-options.ts'
import { isPlainObject } from '#runtime/operations/record-input.ts'
import { refuseUnstorableText } from '#runtime/server/unstorable-text.ts'
import { jsonTextTooDeep, tooDeep, valueTooDeep } from '#runtime/validation/json-depth.ts'
import { discardUploads, type SavedUpload, saveUpload } from './save-upload.ts'

/** Largest uploaded file, in bytes; a bigger one is a 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

/** The body's `data`, and the files saved from it (already stored; discard them if the write fails). */
export interface EntityBody {
  readonly data: unknown
  readonly uploads: readonly SavedUpload[]
}

/** Options of {@link readEntityBody}: where and how file parts are stored, and which fields take them. */
export type ReadEntityBodyOptions = EntityUploadOptions

/** Reads the body of `request`, or throws a 400/413/415 with DESIGN's error body. */
export async function readEntityBody(request: FastifyRequest, options: ReadEntityBodyOptions): Promise<EntityBody> {
  if (request.isMultipart()) return readMultipart(request, options)
  // Fastify also parses text/plain; the API takes only the two forms above.
  const type = request.headers['content-type']
  if (type !== undefined && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type; send application/json or multipart/form-data')
  }
  return { data: readJsonData(request.body), uploads: [] }
}

/** The 400 of a JSON body that is not `{ "data": … }` alone (the route's body schema gives it too). */
export function notJsonEnvelope(): HttpError {
  return badRequest('Request body must be a JSON object { "data": … }', [{ path: 'data', message: 'is required' }])
}

function readJsonData(body: unknown): unknown {
  if (!isPlainObject(body) || !('data' in body) || Object.keys(body).length !== 1) throw notJsonEnvelope()
  return body.data
}

async function readMultipart(request: FastifyRequest, options: ReadEntityBodyOptions): Promise<EntityBody> {
  const uploads: SavedUpload[] = []
  let data: { readonly value: unknown } | undefined
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 20, parts: 40 } })) {
      if (part.fieldname === 'data') {
        if (data !== undefined) throw badRequest('Multipart body has more than one data part')
        // Some clients send `data` as a Blob, which arrives as a file part.
        data = { value: parseDataPart(part.type === 'file' ? (await part.toBuffer()).toString('utf8') : part.value) }
      } else if (part.type === 'file' && options.fileFields.has(part.fieldname)) {
        if (uploads.some((upload) => upload.field === part.fieldname))
          throw badRequest(`Multipart body has more than one file for ${part.fieldname}`)
        uploads.push(await saveUpload(part, options))
      } else {
        const accepted = [...options.fileFields].join(', ') || 'none on this route'
        throw badRequest(`Unexpected multipart part ${part.fieldname}; send data plus file parts named after file fields (${accepted})`)
      }
    }
    if (data === undefined)
      throw badRequest('Multipart body needs a data part holding the record as JSON', [{ path: 'data', message: 'is required' }])
    // A JSON body was checked before routing; a multipart one is parsed only here.
    const unstorable = refuseUnstorableText({ 'data part': data.value })
    if (unstorable !== undefined) throw unstorable
    return { data: data.value, uploads }
  } catch (error) {
    await discardUploads(uploads)
    throw asClientError(error)
  }
}

function parseDataPart(value: unknown): unknown {
  // @fastify/multipart already parses a part sent with Content-Type application/json.
  if (typeof value !== 'string') {
    if (valueTooDeep(value)) throw tooDeep('The data part')
    return value
  }
  if (jsonTextTooDeep(value)) throw tooDeep('The data part')
  try {
    return JSON.parse(value)
  } catch {
    throw badRequest('The data part is not valid JSON', [{ path: 'data', message: 'must be JSON' }])
  }
}

// Busboy reports a malformed body with plain errors and @fastify/multipart some with 406; both are
// the client's fault. File-system errors (they carry `syscall`) stay server errors.
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError || !(error instanceof Error) || 'syscall' in error) return error
  const statusCode = (error as { statusCode?: unknown }).statusCode
  if (statusCode === 413) return error
  return badRequest(`Malformed multipart body: ${error.message}`)
}
