/**
 * The record version calls' queries and answers (README "Versions and drafts"): which record, its
 * versions newest first, and what visitors read of it.
 */
import { z } from 'zod'

/** `?entity=&recordId=`, and the publish calls' body. */
export const recordQuerySchema = z.strictObject({
  entity: z
    .string({ error: (issue) => (issue.input === undefined ? 'entity is required' : 'entity must be text') })
    .describe('The entity, `module/name` (`blog/articles`), which must declare `versions` in its schema.'),
  recordId: z
    .string({ error: (issue) => (issue.input === undefined ? 'recordId is required' : 'recordId must be text') })
    .describe('The id of the record.'),
})

const publishedSchema = z
  .object({ updatedAt: z.string().describe('The version visitors read: the record’s `updatedAt` when it was published.') })
  .nullable()
  .describe('What visitors read; null when the record was never published (or was taken off the site).')

/** The versions of a record and its published state. */
export const recordHistorySchema = z.object({
  drafts: z.boolean().describe('Whether the entity keeps drafts (visitors read published records only).'),
  keep: z.number().int().describe('How many versions each record keeps.'),
  published: publishedSchema,
  versions: z.array(
    z.object({
      number: z.number().int(),
      createdAt: z.string(),
      subjectId: z.string().nullable().describe('Who saved it; null for server code.'),
      data: z.looseObject({ id: z.string() }).describe('The record as saved, in API form.'),
    }),
  ),
})

/** What a publish or unpublish leaves visitors reading. */
export const publishedStateSchema = z.object({ published: publishedSchema })
