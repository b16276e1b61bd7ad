/** A stored file: a thumbnail for images, else its name. */
import { fileKind, fileUrl } from '#web/site/stored-file.tsx'
import type { CellProps } from './cell-props.ts'
import { TextCell } from './text.tsx'

/** A file cell. */
export function FileCell({ field, value }: CellProps) {
  if (typeof value !== 'string' || value === '') return <TextCell field={field} value={null} />
  if (fileKind({ id: '', file: value }) !== 'image') return <TextCell field={field} value={value.split('/').pop()} />
  return <img src={fileUrl(value)} alt="" loading="lazy" className="size-10 rounded border object-cover" />
}
