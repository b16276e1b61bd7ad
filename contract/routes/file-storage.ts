/**
 * The file-storage module's hand-written routes: SPEC §7's file import from a URL and generation
 * from a template, which store the bytes like an upload and answer the `file-storage/files` record
 * they write (for the policy creating a file record has: runtime/modules/file-storage checks the two
 * agree), and where files are used, for the admin's media library. A bad body is answered with
 * every problem by field. Handlers: runtime/modules/file-storage/.
 */
import { z } from 'zod'
import type { FileStorageFiles } from '#generated/validators/file-storage/files.gen.ts'
import { defineRoute } from '../define-route.ts'
import { entityRecord } from '../entity-record.ts'
import { createFromUrlSchema, fileUsageSchema, generateRequestSchema, usagesQuerySchema } from './file-storage/file-schemas.ts'

const FILES = '/api/file-storage/files'
const files = { tag: 'file-storage', access: 'admin' } as const
const fileRecordSchema = entityRecord<FileStorageFiles>('file-storage', 'files')

/** `POST /api/file-storage/files/create-from-url`. */
export const createFileFromUrl = defineRoute({
  ...files,
  method: 'POST',
  path: `${FILES}/create-from-url`,
  purpose: 'import files',
  invalidInput: 'every-issue',
  summary: 'Create a file record from a URL',
  description:
    'Downloads an http(s) URL (public addresses only, within FILE_MAX_BYTES, 20 MiB unless set, and FILE_FETCH_TIMEOUT_MS, 10 s unless set, redirects included), sniffs its type and stores it.',
  body: createFromUrlSchema,
  response: fileRecordSchema,
  status: 201,
  errors: [400, 401, 403, 413, 415],
})

/** `POST /api/file-storage/files/generate`. */
export const generateFile = defineRoute({
  ...files,
  method: 'POST',
  path: `${FILES}/generate`,
  purpose: 'generate files',
  invalidInput: 'every-issue',
  summary: 'Generate a file from a template',
  description:
    'Templates: opengraph-image (of a page or a product, or a given title), ecommerce-product-attachment (of a product), ecommerce-order-receipt (1500×1500, lines and totals given by the shop). The record gets the variant naming the template.',
  body: generateRequestSchema,
  response: fileRecordSchema,
  status: 201,
  errors: [400, 401, 403, 404],
})

/** `GET /api/file-storage/files/usages?ids=…`. */
export const fileUsages = defineRoute({
  ...files,
  method: 'GET',
  path: `${FILES}/usages`,
  purpose: 'see where files are used',
  invalidInput: 'first-issue',
  summary: 'Where each of several files is used',
  description: 'For each file id: the records that link it (relations, reference fields) or hold its URL in a file field.',
  query: usagesQuerySchema,
  response: z.record(z.uuid(), z.array(fileUsageSchema)),
  errors: [400, 401, 403],
})

/** `GET /api/file-storage/files/{id}/usages`. */
export const usagesOfFile = defineRoute({
  ...files,
  method: 'GET',
  path: `${FILES}/{id}/usages`,
  params: { id: 'The file record.' },
  purpose: 'see where files are used',
  summary: 'Where a file is used',
  description: 'The records that link the file (relations, reference fields) or hold its URL in a file field.',
  response: z.array(fileUsageSchema),
  errors: [400, 401, 403, 404],
})
