/** A file's size as people read it in `language`: `900B`, `12.5 kB`, `3.2 MB` (ru: `12,5 кБ`). */
export function formatFileSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    // Short English bytes read "43 byte"; the narrow form is "43B".
    unitDisplay: unit === 0 ? 'narrow' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  }).format(value)
}
