/**
 * A dynamic segment of a page url, `[module.entity.field]`: the record of `module/entity` whose
 * `field` equals the segment's text (`[blog.articles.slug]` → the article with that slug).
 */
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'

/** A resolved segment name. */
export interface SegmentReference {
  /** `blog.articles.slug`. */
  readonly name: string
  readonly metadata: EntityMetadata
  readonly field: FieldMetadata
}

// A URL segment is text; these column types take it as it is (after a format check) and keep the
// lookup on the column's index.
const SEGMENT_VALUE_FORMATS: Readonly<Partial<Record<FieldMetadata['sqlType'], RegExp>>> = {
  text: /^/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  integer: /^-?\d{1,9}$/,
}

/**
 * The entity and field `name` (`blog.articles.slug`) refers to, or undefined when there is no such
 * entity or field, or the field cannot name a record from URL text (a language map, say). A secret
 * field never qualifies: looking records up by it would tell anyone whether a password hash exists.
 */
export function parseSegmentReference(name: string): SegmentReference | undefined {
  const parts = name.split('.')
  if (parts.length !== 3) return undefined
  const [module, entity, fieldName] = parts as [string, string, string]
  const metadata = findEntityMetadata(module, entity)
  const field = metadata?.fields.find((candidate) => candidate.name === fieldName)
  if (metadata === undefined || field === undefined || field.secret || SEGMENT_VALUE_FORMATS[field.sqlType] === undefined) return undefined
  return { name, metadata, field }
}

/** Whether `text` can be a value of the segment's field (a non-uuid never names a record by id). */
export function fitsSegment(reference: SegmentReference, text: string): boolean {
  return SEGMENT_VALUE_FORMATS[reference.field.sqlType]?.test(text) ?? false
}

/** The segment name of a page url segment written `[module.entity.field]`, or undefined for a literal. */
export function dynamicSegmentName(segment: string): string | undefined {
  return segment.length > 2 && segment.startsWith('[') && segment.endsWith(']') ? segment.slice(1, -1) : undefined
}
