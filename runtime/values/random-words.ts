/**
 * Random-word values for generated slugs ("amber-brave-cloud-delta") and admin
 * titles. Four words from 251 give about 4·10⁹ combinations, so unique
 * slugs rarely collide even in large catalogues. Works in Node and browsers.
 */
import { randomWordCount, randomWordList } from '#contract/random-word-list.ts'

/** `randomWords('-')` → `amber-brave-cloud-delta`. */
export function randomWords(separator: string, count = randomWordCount): string {
  const picks = new Uint32Array(count)
  globalThis.crypto.getRandomValues(picks)
  return Array.from(picks, (pick) => randomWordList[pick % randomWordList.length]).join(separator)
}
