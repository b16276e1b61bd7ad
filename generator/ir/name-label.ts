/**
 * The label a name gets when the schema gives none: `adminTitle` → `Admin title`, `pageId` →
 * `Page`, `file-storage` → `File storage`, `one_off` → `One off`.
 */
export function nameLabel(name: string): string {
  const words = name
    .replace(/(?<=[a-z0-9])Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
