/**
 * A stored file (image or video) as a figure: the file through `StoredFile` (served from
 * `/public/` unless it is a full address, with its width and height so nothing shifts), and
 * optionally its alt text as a visible caption. A captioned image gets an empty alt (a video keeps its label): the caption
 * already says it, and assistive technology would read it twice. Galleries and media blocks use it.
 */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { fileKind, StoredFile } from '#web/site/stored-file.tsx'
import { cn } from '#web/ui/cn.ts'
import { stringField } from './record-fields.ts'

/** Props of {@link FileFigure}. */
export interface FileFigureProps {
  /** A files node (`file-storage/files`, `website-builder/files`). */
  readonly node: TreeNode
  /** Show the file's alt text under it. */
  readonly caption?: boolean
  /** The first large image of the page: load it at once, with high priority. */
  readonly priority?: boolean
  readonly className?: string
  /** Classes of the image or video itself (aspect ratio, rounding, object fit). */
  readonly mediaClassName?: string
}

/** `<FileFigure node={file} caption mediaClassName="aspect-[4/3] object-cover" />`. */
export function FileFigure({ node, caption = false, priority = false, className, mediaClassName }: FileFigureProps) {
  const text = useLocalized()
  const alt = text(node.record.alt)
  const captioned = caption && alt !== ''
  return (
    <figure className={cn('flex flex-col gap-2', stringField(node.record, 'containerClassName'), className)}>
      <StoredFile
        file={node.record}
        priority={priority}
        alt={captioned && fileKind(node.record) === 'image' ? '' : undefined}
        className={cn('w-full', mediaClassName)}
      />
      {captioned && <figcaption className="text-sm text-muted-foreground">{alt}</figcaption>}
    </figure>
  )
}
