/** The value generators a `generated(...)` field default may name (runtime/values/generate-value.ts). */
export type ValueGeneratorName = 'randomWords' | 'adminTitle'
