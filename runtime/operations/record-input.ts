/**
 * Validation of write bodies against the generated Zod schemas, with issue
 * paths relative to the request (`data.title`, `data.2.slug`).
 */
import type { z } from 'zod'
import { type Issue, validationFailed } from '#runtime/errors/http-error.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

/** A path from the root of the request body to a value. */
export type InputPath = readonly (string | number)[]

/** Whether `value` is a JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Refuses fields the server owns (createdAt, updatedAt, and `id` on update) with a 400 naming each:
 * a client that sends them expects them to take effect, and they never do. Anything else unknown is
 * left for the strict schema to reject.
 */
export function refuseServerFields(metadata: EntityMetadata, value: unknown, refuseId: boolean, path: InputPath = ['data']): unknown {
  if (!isPlainObject(value)) return value
  const issues: Issue[] = []
  for (const key of Object.keys(value)) {
    const field = metadata.fields.find((candidate) => candidate.name === key)
    if (field?.readOnly || (refuseId && key === 'id')) issues.push({ path: joinPath([...path, key]), message: 'is set by the server and cannot be written' })
  }
  if (issues.length > 0) throw validationFailed(issues)
  return value
}

/** Parses `value` with `schema`, or throws a 400 whose issues point into the request body. */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, path: InputPath): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw validationFailed(parsed.error.issues.flatMap((issue) => toIssues(issue, path)))
}

/** Issue paths as the wire shows them: dotted, from the root of the body. */
export function joinPath(path: InputPath): string {
  return path.map(String).join('.')
}

function toIssues(issue: z.core.$ZodIssue, path: InputPath): Issue[] {
  const at = [...path, ...issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment.description) : segment))]
  // A strict object reports unknown keys on the object; point at each key so a form can show it.
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: joinPath([...at, key]), message: 'is not a field of this entity' }))
  }
  return [{ path: joinPath(at), message: issue.message }]
}
