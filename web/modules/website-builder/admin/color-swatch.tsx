/**
 * The admin table cell of a widget's accent colour (`admin: { cell: 'color-swatch' }` in
 * schema/website-builder/widgets.ts): a swatch of the colour and its `#rrggbb` text.
 */
import type { CellProps } from '#web/admin/cells/cell-props.ts'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** The swatch. */
export default function ColorSwatch({ value }: CellProps) {
  if (typeof value !== 'string' || !HEX_COLOR.test(value)) return <span className="text-muted-foreground">—</span>
  return (
    <span className="inline-flex items-center gap-2" data-color-swatch={value.toLowerCase()}>
      <span aria-hidden="true" className="size-4 shrink-0 rounded-sm border border-border" style={{ backgroundColor: value }} />
      <span className="font-mono text-xs">{value.toLowerCase()}</span>
    </span>
  )
}
