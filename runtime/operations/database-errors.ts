/**
 * Turns PostgreSQL errors that a client caused into DESIGN's error body:
 * unique violation → 409 naming the field, missing reference → 400 naming the
 * relation, a still-referenced delete → 409, bad values → 400. Anything else
 * stays an unexpected error (a 500 that is logged).
 */
import { dataExceptionMessage } from '#runtime/db/data-exception-message.ts'
import { badRequest, HttpError, type Issue, validationFailed } from '#runtime/errors/http-error.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata, findEntityMetadataByTable } from '#runtime/metadata/entity-registry.ts'
import { API_LANGUAGE, type MessageLanguage } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { fieldLabel, messageTexts } from '#runtime/validation/issue-messages.ts'
import { type InputPath, issueFieldOf, joinPath } from './record-input.ts'

/** What the failing statement was doing; a foreign-key error means opposite things on delete and on write. */
export type StatementKind = 'read' | 'write' | 'delete'

/** The fields pg and PGlite both put on a server error. */
interface PostgresError {
  readonly code: string
  readonly message: string
  readonly table?: string
  readonly column?: string
  readonly constraint?: string
  readonly detail?: string
}

/**
 * Runs `statement` and rethrows a client-caused database error as an {@link HttpError}. Not
 * `async`: every read passes through here, and a `catch` on the statement's promise costs one
 * promise where an async layer costs two and a suspended frame.
 */
export function withDatabaseErrors<T>(
  metadata: EntityMetadata,
  kind: StatementKind,
  statement: () => Promise<T>,
  path: InputPath = ['data'],
): Promise<T> {
  const asClientError = (error: unknown) => toClientError(error, metadata, kind, path) ?? error
  let running: Promise<T>
  try {
    running = statement()
  } catch (error) {
    return Promise.reject(asClientError(error))
  }
  return running.catch((error: unknown) => {
    throw asClientError(error)
  })
}

/** Whether `error` is a unique violation (find-or-create retries on it). */
export function isUniqueViolation(error: unknown): boolean {
  return (isPostgresError(error) && error.code === '23505') || (error instanceof HttpError && error.statusCode === 409)
}

/** The client error for a database error, or undefined when the server is at fault. */
export function toClientError(error: unknown, metadata: EntityMetadata, kind: StatementKind, path: InputPath): HttpError | undefined {
  if (!isPostgresError(error)) return undefined
  const table = (error.table !== undefined ? findEntityMetadataByTable(error.table) : undefined) ?? metadata
  switch (error.code) {
    case '23505':
      return uniqueViolation(error, table, path)
    // 23001 is a RESTRICT foreign key; NO ACTION ones report 23503.
    case '23001':
    case '23503':
      return kind === 'delete' ? stillReferenced(error, table) : missingReference(error, table, path)
    case '23502': {
      const field = table.fields.find((candidate) => candidate.column === error.column)
      return validationFailed([
        namedIssue(table, path, field?.name ?? error.column ?? '', (language, label) =>
          serverMessage(language, 'valueRequired', { field: label }),
        ),
      ])
    }
    case '23514': {
      const field = fieldOfConstraint(table, error.constraint, 'check')
      const values = field?.values?.join(', ')
      return validationFailed([
        namedIssue(table, path, field?.name ?? '', (language, label) =>
          values === undefined
            ? serverMessage(language, 'valueInvalid', { field: label })
            : serverMessage(language, 'valueNotOneOf', { field: label, values }),
        ),
      ])
    }
    case '54000':
      return badRequest('A value is too large to store')
  }
  // Class 22 is "data exception": a value of the wrong shape or range. The server's own text names
  // types and encodings, so the client gets our words for it (the log keeps the original).
  if (error.code.startsWith('22')) return badRequest(dataExceptionMessage(error.code))
  return undefined
}

function uniqueViolation(error: PostgresError, table: EntityMetadata, path: InputPath): HttpError {
  const index = table.indexes.find((candidate) => candidate.name === error.constraint)
  const columns = index?.columns ?? keyColumns(error.detail)
  const fields = columns.map((column) => table.fields.find((field) => field.column === column)?.name ?? column)
  const texts = messageTexts((language) =>
    serverMessage(language, 'recordTaken', { entity: entityName(table, language), fields: fieldNames(table, fields, language) }),
  )
  const issues: Issue[] = fields.map((field) =>
    namedIssue(table, path, field, (language, label) => serverMessage(language, 'valueTaken', { field: label })),
  )
  return new HttpError(409, 'CONFLICT', texts[API_LANGUAGE] ?? '', { issues, texts })
}

/** The entity as a message in `language` names it: English by its API key, the others by its label. */
export function entityName(table: EntityMetadata, language: MessageLanguage): string {
  const key = `${table.module}/${table.name}`
  return language === API_LANGUAGE ? key : (table.labels.entity[language] ?? key)
}

// Fields as a message in `language` names them: English by their keys (`slug and price`), the others by their labels («…» и «…»).
function fieldNames(table: EntityMetadata, names: readonly string[], language: MessageLanguage): string {
  if (language === API_LANGUAGE) return names.join(' and ')
  return names.map((name) => `«${fieldLabel(name, issueFieldOf(table, name), language)}»`).join(' и ')
}

// An issue at `name`, its message written in each site language around the field's label there.
function namedIssue(
  table: EntityMetadata,
  path: InputPath,
  name: string,
  write: (language: MessageLanguage, label: string) => string,
): Issue {
  const field = issueFieldOf(table, name)
  const texts = messageTexts((language) => write(language, fieldLabel(name, field, language)))
  return { path: joinPath([...path, name]), message: texts[API_LANGUAGE] ?? '', texts }
}

function missingReference(error: PostgresError, table: EntityMetadata, path: InputPath): HttpError {
  const field = fieldOfConstraint(table, error.constraint, 'fkey')
  const target = field?.references ? findEntityMetadata(field.references.module, field.references.entity) : undefined
  const targetName = (language: MessageLanguage) =>
    target !== undefined
      ? entityName(target, language)
      : field?.references
        ? `${field.references.module}/${field.references.entity}`
        : 'referenced'
  const name = field?.name ?? ''
  const issue = namedIssue(table, path, name, (language, label) =>
    serverMessage(language, 'referenceNotFound', { entity: targetName(language), fields: `«${label}»` }),
  )
  const texts = messageTexts((language) => serverMessage(language, 'referencedRecordMissing', { entity: targetName(language), fields: '' }))
  return new HttpError(400, 'VALIDATION_FAILED', texts[API_LANGUAGE] ?? '', { issues: [issue], texts })
}

function stillReferenced(error: PostgresError, referencing: EntityMetadata): HttpError {
  const field = fieldOfConstraint(referencing, error.constraint, 'fkey')
  const texts = messageTexts((language) =>
    serverMessage(language, 'recordStillReferenced', {
      entity: entityName(referencing, language),
      fields: field === undefined ? '' : ` (${language === API_LANGUAGE ? field.name : fieldNames(referencing, [field.name], language)})`,
    }),
  )
  return new HttpError(409, 'CONFLICT', texts[API_LANGUAGE] ?? '', { texts })
}

// The metadata names every foreign key and check constraint, as the migrations created them.
function fieldOfConstraint(table: EntityMetadata, constraint: string | undefined, kind: 'fkey' | 'check'): FieldMetadata | undefined {
  if (constraint === undefined) return undefined
  return table.fields.find((field) => (kind === 'fkey' ? field.references?.constraint : field.checkConstraint) === constraint)
}

// "Key (provider, event_id)=(…) already exists." — a fallback for constraints the metadata does not list.
function keyColumns(detail: string | undefined): string[] {
  const match = detail?.match(/\(([^)]*)\)=/)
  return match?.[1] ? match[1].split(',').map((column) => column.trim().replace(/^"|"$/g, '')) : []
}

// pg and PGlite both raise an Error with the five-character SQLSTATE in `code`.
function isPostgresError(error: unknown): error is PostgresError {
  const code: unknown = error instanceof Error ? (error as Partial<PostgresError>).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}
