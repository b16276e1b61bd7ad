/** The rule checker the generated validators and the update operation share (runtime/validation/record-rules.ts). */
import { describe, expect, it } from 'vitest'
import { ruleIssues, type ValidationRuleNode } from '#runtime/validation/record-rules.ts'

const endsAfterStart: ValidationRuleNode = {
  path: 'endsOn',
  message: { en: 'must not be before the start', ru: 'не раньше начала' },
  when: [],
  check: [{ field: 'endsOn', kind: 'compare', operator: '>=', to: 'startsOn' }],
  fields: ['endsOn', 'startsOn'],
}
const bigGroupsOnline: ValidationRuleNode = {
  path: 'format',
  message: { en: 'must be online for more than 30 seats', ru: 'онлайн, если мест больше 30' },
  when: [{ field: 'seats', kind: 'compare', operator: '>', to: 'limit' }],
  check: [{ field: 'format', kind: 'oneOf', values: ['online', 'hybrid'] }],
  fields: ['seats', 'limit', 'format'],
}

describe('ruleIssues', () => {
  it('compares dates as text and numbers (numeric text too) by value, and passes when either side is empty', () => {
    expect(ruleIssues([endsAfterStart], { startsOn: '2026-03-01', endsOn: '2026-02-28' }, 'whole')).toEqual([
      { path: 'endsOn', message: { en: 'must not be before the start', ru: 'не раньше начала' } },
    ])
    expect(ruleIssues([endsAfterStart], { startsOn: '2026-03-01', endsOn: '2026-03-01' }, 'whole')).toEqual([])
    expect(ruleIssues([endsAfterStart], { startsOn: '2026-03-01', endsOn: null }, 'whole')).toEqual([])
    expect(ruleIssues([bigGroupsOnline], { seats: '100', limit: 30, format: 'classroom' }, 'whole')).toHaveLength(1)
    // 9 < 30 as numbers, although '9' > '30' as text.
    expect(ruleIssues([bigGroupsOnline], { seats: 9, limit: '30', format: 'classroom' }, 'whole')).toEqual([])
    expect(ruleIssues([bigGroupsOnline], { seats: 100, limit: 30, format: 'hybrid' }, 'whole')).toEqual([])
  })

  it('checks a change only against the rules whose fields it all names', () => {
    expect(ruleIssues([endsAfterStart], { endsOn: '2020-01-01' }, 'change')).toEqual([])
    expect(ruleIssues([endsAfterStart], { endsOn: '2020-01-01', startsOn: '2021-01-01' }, 'change')).toHaveLength(1)
  })
})
