/** Fills the `{name}` places of a UI string: `formatUiString(t.slideOfCount, { index: 2, count: 3 })` → `2 of 3`. */
export function formatUiString(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : place))
}
