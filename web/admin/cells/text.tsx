/** Text (and uuids): at most one line, the whole value in the tooltip. */
import type { CellProps } from './cell-props.ts'

/** A text cell. */
export function TextCell({ value }: CellProps) {
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">—</span>
  const text = String(value)
  return (
    <span className="block max-w-64 truncate" title={text}>
      {text}
    </span>
  )
}
