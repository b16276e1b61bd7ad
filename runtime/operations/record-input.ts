/**
 * Validation of write bodies against the generated Zod schemas, with issue
 * paths relative to the request (`data.title`, `data.2.slug`).
 */
import type { z } from 'zod'
import { type Issue, validationFailed } from '#runtime/errors/http-error.ts'
import { API_LANGUAGE } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { fieldLabel, type IssueField, issueTexts, messageTexts } from '#runtime/validation/issue-messages.ts'
import type { RuleIssue } from '#runtime/validation/record-rules.ts'

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
    if (field?.readOnly || (refuseId && key === 'id')) {
      const texts = messageTexts((language) =>
        serverMessage(language, 'setByServer', { field: fieldLabel(key, issueFieldOf(metadata, key), language) }),
      )
      issues.push({ path: joinPath([...path, key]), message: texts[API_LANGUAGE] ?? '', texts })
    }
  }
  if (issues.length > 0) throw validationFailed(issues)
  return value
}

/** What the issue messages of `metadata`'s fields name them by (its labels) and tell (its patterns' messages). */
export function issueFieldOf(metadata: EntityMetadata, name: string): IssueField | undefined {
  const field = metadata.fields.find((candidate) => candidate.name === name)
  if (field === undefined) return undefined
  return {
    kind: field.kind,
    label: metadata.labels.fields[name],
    ...(field.pattern === undefined ? {} : { patternMessage: field.pattern.message }),
  }
}

/**
 * Parses `value` with `schema` (one of `metadata`'s generated validators), or throws a 400 whose
 * issues point into the request body, each naming its field in every site language.
 */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown, path: InputPath, metadata?: EntityMetadata): T {
  // Issues keep the values refused: a missing value and a wrong one read differently.
  const parsed = schema.safeParse(value, { reportInput: true })
  if (parsed.success) return parsed.data
  throw validationFailed(parsed.error.issues.flatMap((issue) => toIssues(issue, path, metadata)))
}

/** Issue paths as the wire shows them: dotted, from the root of the body. */
export function joinPath(path: InputPath): string {
  return path.map(String).join('.')
}

function toIssues(issue: z.core.$ZodIssue, path: InputPath, metadata: EntityMetadata | undefined): Issue[] {
  const at = [...path, ...issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment.description) : segment))]
  // A strict object reports unknown keys on the object; point at each key so a form can show it.
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) =>
      withTexts(
        joinPath([...at, key]),
        messageTexts((language) => serverMessage(language, 'notAField', { field: key })),
      ),
    )
  }
  if (metadata === undefined) return [{ path: joinPath(at), message: issue.message }]
  const name = String(issue.path[0] ?? '')
  return [withTexts(joinPath(at), issueTexts(issue, name, issueFieldOf(metadata, name)))]
}

/** A rule the stored record breaks (runtime/validation/record-rules.ts), as the issue at `path`, naming its field. */
export function ruleIssueOf(metadata: EntityMetadata, path: InputPath, issue: RuleIssue): Issue {
  const field = issueFieldOf(metadata, issue.path)
  return withTexts(
    joinPath([...path, issue.path]),
    messageTexts((language) =>
      serverMessage(language, 'valueBreaksRule', {
        field: fieldLabel(issue.path, field, language),
        message: issue.message[language] ?? '',
      }),
    ),
  )
}

function withTexts(path: string, texts: Readonly<Record<string, string>>): Issue {
  return { path, message: texts[API_LANGUAGE] ?? Object.values(texts)[0] ?? '', texts }
}
