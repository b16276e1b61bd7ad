/**
 * Field access in the schema (generator/dsl/field-access.ts → generator/ir/resolve-field-access.ts):
 * the IR carries each limited field's policies, the validators' record type (and so the typed
 * client's) and the OpenAPI row make a withheld field optional and say when it is left out, a
 * write policy is said in the input description, fields without limits are as before, and every
 * wrong declaration is a generator error naming the field.
 */
import { describe, expect, it } from 'vitest'
import { entity, type EntityOptions, type FieldDefinition, reference, schemaModule, site, text } from '#dsl'
import { generate } from '#generator/generate.ts'
import { issuesOf } from './support/issues-of.ts'

type Options = EntityOptions<Readonly<Record<string, FieldDefinition>>>

/** Subjects and notes a subject owns, whose fields `notes` limits. */
function notes(options: Partial<Options> = {}) {
  const subjects = entity('rbac', 'subjects', {})
  const noteEntity = entity('crm', 'notes', {
    content: { title: true, subtitle: false, description: false, adminTitle: false, slug: false },
    fields: { body: text(), internal: text(), authorId: reference(subjects) },
    access: { read: 'public', owner: 'authorId' },
    fieldAccess: {
      body: { read: 'owner', write: 'owner' },
      internal: { read: 'admin', write: 'admin' },
      title: { write: 'authenticated' },
    },
    ...options,
  })
  return site({ languages: ['en'], defaultLanguage: 'en', modules: [schemaModule('rbac', [subjects]), schemaModule('crm', [noteEntity])] })
}

const fileOf = (output: ReturnType<typeof generate>, path: string) => output.files.find((file) => file.path === path)!.contents

describe('field access in the schema', () => {
  it('puts each limited field’s policies into the IR and leaves the others as they were', () => {
    const fields = generate({ site: notes() }).ir.entities.find((node) => node.name === 'notes')!.fields
    const byName = (name: string) => fields.find((field) => field.name === name)!
    expect(byName('body').access).toEqual({ read: 'owner', write: 'owner' })
    expect(byName('internal').access).toEqual({ read: 'admin', write: 'admin' })
    expect(byName('title').access).toEqual({ read: 'public', write: 'authenticated' })
    expect(byName('authorId')).not.toHaveProperty('access')
  })

  it('makes withheld fields optional in the record type and the OpenAPI row, saying when, and says who writes', () => {
    const output = generate({ site: notes() })
    const document = JSON.parse(fileOf(output, 'openapi/openapi.gen.json'))
    const row = document.components.schemas.CrmNotes
    expect(row.required).not.toContain('body')
    expect(row.required).not.toContain('internal')
    expect(row.required).toContain('title')
    expect(row.properties.internal.description).toBe('Field access: left out for callers who are not administrators.')
    expect(row.properties.body.description).toBe(
      'Field access: left out for callers other than the subject the record belongs to (and administrators).',
    )
    expect(document.components.schemas.NewCrmNotes.properties.title.description).toBe(
      'Written only by signed-in callers; others are refused naming the field.',
    )
    const validators = fileOf(output, 'validators/crm/notes.gen.ts')
    expect(validators).toMatch(/ {2}internal: z\.string\(\)\.nullable\(\)\.optional\(\)\.describe\('Field access: /)
    expect(validators).toMatch(/ {2}authorId: z\.uuid\(\)\.nullable\(\),/)
  })

  it('names each wrong declaration', () => {
    const described = (options: Partial<Options>) =>
      issuesOf(() => generate({ site: notes(options) })).map(({ entity: key, message }) => `${key}: ${message}`)
    expect(described({ access: { read: 'public' } })).toEqual([
      'crm/notes: fieldAccess of "body" uses the owner policy but the entity does not say how a record belongs to a subject (access.owner)',
    ])
    expect(described({ fieldAccess: { body: { read: 'privateContent' } } })).toEqual([
      'crm/notes: fieldAccess of "body" reads through the privateContent gate but the entity declares no privateContent',
    ])
    expect(described({ fieldAccess: { summary: { read: 'admin' } } as Options['fieldAccess'] })).toEqual([
      'crm/notes: fieldAccess names no field "summary"',
    ])
    expect(described({ fieldAccess: { createdAt: { read: 'admin' } } as Options['fieldAccess'] })).toEqual([
      'crm/notes: fieldAccess field "createdAt" is secret, a system field or a relation key',
    ])
    expect(described({ fieldAccess: { body: { read: 'members' } } as unknown as Options['fieldAccess'] })).toEqual([
      'crm/notes: fieldAccess of "body": "members" is no read policy (public, authenticated, owner, admin, privateContent)',
    ])
    expect(described({ fieldAccess: { body: { write: 'privateContent' } } as unknown as Options['fieldAccess'] })).toEqual([
      'crm/notes: fieldAccess of "body": "privateContent" is no write policy (public, authenticated, owner, admin)',
    ])
  })
})
