/**
 * Validation rules in the schema (generator/dsl/validation-rule.ts → generator/ir/resolve-validation-rules.ts):
 * a field's own rules and rules across fields reach the IR as one list, the validators check them in
 * the create and update schemas (and nothing is added to an entity without rules), and every wrong
 * rule is a generator error saying which.
 */
import { describe, expect, it } from 'vitest'
import { date, entity, type EntityOptions, type FieldDefinition, integer, schemaModule, site, text } from '#dsl'
import { generate } from '#generator/generate.ts'
import { issuesOf } from './support/issues-of.ts'

type Options = EntityOptions<Readonly<Record<string, FieldDefinition>>>

/** Courses running from a start to an end date, with a code of their own, and a plain entity beside them. */
function courses(options: Partial<Options> = {}) {
  const courseEntity = entity('crm', 'courses', {
    fields: {
      code: text({ rules: [{ matches: /^[A-Z]{2}-\d+$/, message: 'must look like AB-12' }] }),
      startsOn: date(),
      endsOn: date(),
      seats: integer(),
      secretNote: text({ secret: true }),
    },
    rules: [
      { check: { field: 'endsOn', compare: '>=', to: 'startsOn' }, message: 'must not be before the start' },
      {
        when: [{ field: 'seats', present: true }],
        check: { field: 'startsOn', present: true },
        path: 'seats',
        message: 'needs a start date',
      },
    ],
    ...options,
  })
  const plain = entity('crm', 'rooms', { fields: { name: text() } })
  return site({ languages: ['en'], defaultLanguage: 'en', modules: [schemaModule('crm', [courseEntity, plain])] })
}

const fileOf = (output: ReturnType<typeof generate>, path: string) => output.files.find((file) => file.path === path)!.contents

describe('validation rules in the schema', () => {
  it('puts a field’s own rules and the rules across fields into the IR', () => {
    const node = generate({ site: courses() }).ir.entities.find((entity) => entity.name === 'courses')!
    expect(node.rules).toEqual([
      {
        path: 'code',
        message: { en: 'must look like AB-12' },
        when: [],
        check: [{ field: 'code', kind: 'matches', source: '^[A-Z]{2}-\\d+$', flags: '' }],
        fields: ['code'],
      },
      {
        path: 'endsOn',
        message: { en: 'must not be before the start' },
        when: [],
        check: [{ field: 'endsOn', kind: 'compare', operator: '>=', to: 'startsOn' }],
        fields: ['endsOn', 'startsOn'],
      },
      {
        path: 'seats',
        message: { en: 'needs a start date' },
        when: [{ field: 'seats', kind: 'present', present: true }],
        check: [{ field: 'startsOn', kind: 'present', present: true }],
        fields: ['seats', 'startsOn'],
      },
    ])
  })

  it('takes a message per language, and one text for every language', () => {
    const bilingual = entity('crm', 'courses', {
      fields: {
        code: text({
          pattern: /^[a-z]+$/,
          patternMessage: { en: 'may hold only letters', ru: 'только буквы' },
          rules: [{ matches: /^.{2,}$/, message: 'is too short' }],
        }),
      },
      rules: [{ check: { field: 'code', present: true }, message: { en: 'is needed', ru: 'нужен' } }],
    })
    const ir = generate({ site: site({ languages: ['ru', 'en'], defaultLanguage: 'ru', modules: [schemaModule('crm', [bilingual])] }) }).ir
    const node = ir.entities.find((candidate) => candidate.name === 'courses')!
    expect(node.rules?.map((rule) => rule.message)).toEqual([
      { ru: 'is too short', en: 'is too short' },
      { ru: 'нужен', en: 'is needed' },
    ])
    expect(node.fields.find((field) => field.name === 'code')?.pattern?.message).toEqual({
      ru: 'только буквы',
      en: 'may hold only letters',
    })
  })

  it('compiles them into the create and update validators, which report each at its field', async () => {
    const output = generate({ site: courses() })
    const validators = fileOf(output, 'validators/crm/courses.gen.ts')
    expect(validators).toContain(`.superRefine(checkRules(crmCoursesRules, 'whole'))`)
    expect(validators).toContain(`.superRefine(checkRules(crmCoursesRules, 'change'))`)
    expect(fileOf(output, 'validators/crm/rooms.gen.ts')).not.toContain('checkRules')
    expect(output.ir.entities.find((entity) => entity.name === 'rooms')).not.toHaveProperty('rules')
  })

  it('names each wrong rule', () => {
    const described = (options: Partial<Options>) =>
      issuesOf(() => generate({ site: courses(options) })).map(({ entity: key, message }) => `${key}: ${message}`)
    expect(described({ rules: [{ check: { field: 'endsAt', present: true }, message: 'is required' }] } as Partial<Options>)).toEqual([
      'crm/courses: rules[0] names no field "endsAt"',
    ])
    expect(
      described({ rules: [{ check: { field: 'endsOn', compare: '>=', to: 'startsAt' }, message: 'is early' }] } as Partial<Options>),
    ).toEqual(['crm/courses: rules[0] names no field "startsAt"'])
    expect(described({ rules: [{ check: { field: 'secretNote', present: true }, message: 'is required' }] } as Partial<Options>)).toEqual([
      'crm/courses: rules[0] names the secret field "secretNote", which the API never reads back',
    ])
    expect(described({ rules: [{ check: [], message: '' }] })).toEqual([
      'crm/courses: rules[0] checks nothing',
      'crm/courses: rules[0] needs a message',
    ])
    expect(described({ rules: [{ check: { field: 'code', present: true }, message: { en: 'is needed', ru: 'нужен' } }] })).toEqual([
      'crm/courses: rules[0]\'s message has language "ru", which the site does not list (en)',
    ])
    expect(described({ rules: [{ check: { field: 'code', present: true }, message: { en: ' ' } }] })).toEqual([
      'crm/courses: rules[0]\'s message has no text in "en"',
    ])
    expect(described({ rules: [{ check: { field: 'code', matches: /x/g }, message: 'is odd' }] })).toEqual([
      'crm/courses: rules[0]: matches must not use the g or y flag (the expression is reused)',
    ])
  })
})
