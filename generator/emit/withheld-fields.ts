/**
 * Fields an answer may leave out, and fields only some callers may write: a field whose
 * `fieldAccess` read policy is not `public` reaches only callers it admits, so the validators'
 * record type (and with it the typed client's) and the OpenAPI row schema make it optional and say
 * when it is missing, rather than promise what another caller's answer does not hold; a write policy
 * is said in the field's input description.
 */

import type { EntityNode, FieldNode } from '#contract/schema-ir.ts'
import type { FieldPolicy, FieldReadPolicy } from '#dsl'

/** Whether answers may leave `field` of `entity` out. */
export function isWithheld(_entity: EntityNode, field: FieldNode): boolean {
  return field.access !== undefined && field.access.read !== 'public'
}

const readers: Readonly<Record<Exclude<FieldReadPolicy, 'public' | 'privateContent'>, string>> = {
  authenticated: 'left out for callers who are not signed in',
  owner: 'left out for callers other than the subject the record belongs to (and administrators)',
  admin: 'left out for callers who are not administrators',
}

const writers: Readonly<Record<Exclude<FieldPolicy, 'public'>, string>> = {
  authenticated: 'Written only by signed-in callers; others are refused naming the field.',
  owner: 'Written only by the subject the record belongs to (and administrators); others are refused naming the field.',
  admin: 'Written only by administrators; others are refused naming the field.',
}

/** The description of `field` in a record as the API returns it: its own, then when it is withheld. */
export function outputDescription(entity: EntityNode, field: FieldNode): string | undefined {
  const read = field.access?.read ?? 'public'
  if (read === 'public') return field.description
  const withheld = read === 'privateContent' ? privateContentNote(entity) : `Field access: ${readers[read]}.`
  return field.description ? `${field.description} ${withheld}` : withheld
}

/** The description of `field` in a create or update body: its own, then who may write it. */
export function inputDescription(field: FieldNode): string | undefined {
  const write = field.access?.write ?? 'public'
  if (write === 'public') return field.description
  return field.description ? `${field.description} ${writers[write]}` : writers[write]
}

function privateContentNote(entity: EntityNode): string {
  const content = entity.privateContent
  if (content === undefined) return 'Private content: left out for callers who may not read it.'
  return (
    `Private content: left out for callers who may not read it once a ${content.widget} widget ` +
    `(variant ${content.variants.join(', ')}) shows the record through ${content.relation}.`
  )
}
