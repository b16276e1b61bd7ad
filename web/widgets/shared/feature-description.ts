/**
 * SPEC §5: "a feature description counts as empty when it equals a shared placeholder constant".
 * The constant is the rich-text editor's empty document (SPEC §5: "an empty value is a document
 * with one empty paragraph"), which is what an untouched description field stores. A document
 * whose text is only whitespace is empty too, so a cleared field never leaves a blank paragraph.
 */
import { richTextToPlainText } from '#web/site/rich-text-value.ts'

/** The stored value of a feature description nobody wrote: one empty paragraph. */
export const FEATURE_DESCRIPTION_PLACEHOLDER = '[{"type":"paragraph","children":[{"text":""}]}]'

/** Whether a feature description (one language's stored rich text) has nothing to show. */
export function isEmptyFeatureDescription(value: string): boolean {
  const trimmed = value.trim()
  return trimmed === '' || trimmed === FEATURE_DESCRIPTION_PLACEHOLDER || richTextToPlainText(trimmed) === ''
}
