/**
 * `tessera_random_words(separator)`: the SQL fallback of `generated('randomWords')` and
 * `generated('adminTitle')` defaults, so a raw insert gets a value like one the API gives.
 */
import { randomWordCount, randomWordList } from '#contract/random-word-list.ts'
import type { FunctionSnapshot } from './snapshot.ts'
import { sqlString } from './sql-string.ts'

/** The function as the snapshot records it; its definition embeds the word list. */
export const randomWordsFunction: FunctionSnapshot = {
  name: 'tessera_random_words',
  signature: 'tessera_random_words(text)',
  definition: [
    'create or replace function tessera_random_words(separator text) returns text',
    'language sql volatile as $$',
    `  select string_agg(words[1 + floor(random() * array_length(words, 1))::int], separator)`,
    `  from (select array[${randomWordList.map(sqlString).join(', ')}] as words) as list,`,
    `    generate_series(1, ${randomWordCount})`,
    '$$',
  ].join('\n'),
}
