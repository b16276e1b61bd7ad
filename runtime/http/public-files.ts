/**
 * Serves stored files (`${DATA_DIR}/files`) under `/public/`, where uploads and seed files point
 * (DESIGN "Files"). Names are generated on upload, so no path a client chooses reaches the disk;
 * @fastify/static also refuses `..` and keeps to its root.
 */
import { mkdir } from 'node:fs/promises'
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, forbidden, type HttpError, notFound } from '#runtime/errors/http-error.ts'
import { PUBLIC_FILES_PREFIX, uploadDirectory } from './upload-directory.ts'

// A stored SVG or HTML file opened directly must not run script in this site's origin.
const STORED_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** Registers the `/public/*` file route on `app`. */
export async function registerPublicFiles(app: FastifyInstance, config: Pick<Config, 'dataDir'>): Promise<void> {
  const root = uploadDirectory(config)
  await mkdir(root, { recursive: true })
  await app.register(async (files) => {
    files.setErrorHandler(async (error) => {
      throw refusal(error) ?? error
    })
    await files.register(fastifyStatic, staticOptions(root))
  })
}

// The file server (@fastify/send) refuses a directory, a path leaving the root (`..`, also
// %-encoded or with backslashes) and a NUL byte with bare `http-errors`; clients get our words.
function refusal(error: unknown): HttpError | undefined {
  const status = (error as { statusCode?: unknown }).statusCode
  if (status === 403) return forbidden('This path does not name a stored file: directories and paths leaving /public/ are refused')
  if (status === 400) return badRequest('The file path is malformed')
  if (status === 404) return notFound('No stored file has this path')
  return undefined
}

function staticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: PUBLIC_FILES_PREFIX,
    decorateReply: false,
    index: false,
    // Uploaded names are unique and never reused, but seed files keep theirs: revalidate by ETag.
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', 'public, max-age=0, must-revalidate')
      response.setHeader('content-security-policy', STORED_FILE_POLICY)
      response.setHeader('x-content-type-options', 'nosniff')
    },
  }
}
