/** Runs a named value generator of the schema DSL. */
import type { ValueGeneratorName } from '#contract/value-generators.ts'
import { generateAdminTitle } from './admin-title.ts'
import { randomWords } from './random-words.ts'

/** The value a generator produces for a record. */
export function generateValue(generator: ValueGeneratorName, record: Readonly<Record<string, unknown>>, defaultLanguage: string): string {
  switch (generator) {
    case 'randomWords':
      return randomWords('-')
    case 'adminTitle':
      return generateAdminTitle(record, defaultLanguage)
  }
}
