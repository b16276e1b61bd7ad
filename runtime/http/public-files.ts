/**
 * Serves stored files (`${DATA_DIR}/files`) under `/public/`, where uploads and seed files point
 * (DESIGN "Files"). Names are generated on upload, so no path a client chooses reaches the disk;
 * @fastify/static also refuses `..` and keeps to its root.
 */
import { mkdir } from 'node:fs/promises'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import { PUBLIC_FILES_PREFIX, uploadDirectory } from './upload-directory.ts'

// A stored SVG or HTML file opened directly must not run script in this site's origin.
const STORED_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** Registers the `/public/*` file route on `app`. */
export async function registerPublicFiles(app: FastifyInstance, config: Pick<Config, 'dataDir'>): Promise<void> {
  const root = uploadDirectory(config)
  await mkdir(root, { recursive: true })
  await app.register(fastifyStatic, {
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
  })
}
