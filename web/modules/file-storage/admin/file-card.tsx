/**
 * One file of the library: a thumbnail for an image (an icon and the type for anything else), its
 * title, size, type and dimensions, and where it is used; in the library "Open" and delete, in the
 * picker "Choose".
 */
import { FileIcon, FileVideoIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import type { AdminModel, AdminRecord } from '#web/admin/admin-model.ts'
import { valueText } from '#web/admin/record-label.ts'
import { RecordLink } from '#web/admin/record-link.tsx'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { fileKind, fileUrl } from '#web/site/stored-file.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { Button, buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { DeleteFileDialog } from './delete-file-dialog.tsx'
import { formatFileSize } from './format-file-size.ts'
import { useMediaLibraryStrings } from './media-library-strings.ts'
import { UsageList } from './usage-list.tsx'
import type { FileUsage } from './use-file-usages.ts'

/** What the card offers: managing the file, or choosing it for a field. */
export type FileCardMode = { readonly kind: 'manage' } | { readonly kind: 'pick'; readonly chosen: boolean; readonly choose: () => void }

/** Props of {@link FileCard}. */
export interface FileCardProps {
  readonly model: AdminModel
  readonly record: AdminRecord
  /** Undefined while the page's uses load. */
  readonly usages: readonly FileUsage[] | undefined
  readonly mode: FileCardMode
}

/** The name a file goes by: its title, else the last part of its path. */
export function fileName(record: AdminRecord, language: string): string {
  const title = valueText(record.adminTitle, language)
  if (title !== '') return title
  const path = typeof record.file === 'string' ? record.file : ''
  return path.split('/').pop() || record.id.slice(0, 8)
}

function Preview({ record, name }: { readonly record: AdminRecord; readonly name: string }) {
  const path = typeof record.file === 'string' ? record.file : ''
  const kind = fileKind({ id: record.id, file: path, mimeType: record.mimeType, extension: record.extension })
  const extension = (
    typeof record.extension === 'string' && record.extension !== '' ? record.extension : (path.split('.').pop() ?? '')
  ).toUpperCase()
  if (kind === 'image' && path !== '')
    return <img src={fileUrl(path)} alt={name} loading="lazy" decoding="async" className="size-full object-cover" />
  const Icon = kind === 'video' ? FileVideoIcon : FileIcon
  return (
    <div className="flex flex-col items-center gap-1 text-muted-foreground">
      <Icon aria-hidden="true" className="size-10" />
      <span className="max-w-full truncate px-2 text-xs font-semibold">{extension || '—'}</span>
    </div>
  )
}

/** The card. */
export function FileCard({ model, record, usages, mode }: FileCardProps) {
  const strings = useMediaLibraryStrings()
  const language = useLanguage()
  const [deleting, setDeleting] = useState(false)
  const name = fileName(record, language)
  const facts = [
    typeof record.size === 'number' ? formatFileSize(record.size, language) : undefined,
    typeof record.mimeType === 'string' && record.mimeType !== '' ? record.mimeType : undefined,
    typeof record.width === 'number' && typeof record.height === 'number'
      ? formatUiString(strings.dimensions, { width: record.width, height: record.height })
      : undefined,
  ].filter((fact) => fact !== undefined)
  const chosen = mode.kind === 'pick' && mode.chosen
  return (
    <li
      data-file-id={record.id}
      aria-label={name}
      className={cn('flex min-w-0 flex-col overflow-hidden rounded-lg border bg-card', chosen && 'ring-2 ring-primary')}
    >
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden border-b bg-muted">
        <Preview record={record} name={name} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2">
        <p className="truncate text-sm font-medium" title={name}>
          {name}
        </p>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground" data-testid="file-facts">
          {facts.map((fact) => (
            <span key={fact} className="break-all">
              {fact}
            </span>
          ))}
        </p>
        {usages === undefined ? (
          <span className="h-5" />
        ) : usages.length === 0 ? (
          <Badge variant="outline" className="w-fit">
            {strings.notUsed}
          </Badge>
        ) : (
          <details className="text-xs">
            <summary
              className="w-fit cursor-pointer"
              aria-label={formatUiString(strings.usagesOf, { name })}
              title={formatUiString(strings.usagesOf, { name })}
            >
              <Badge variant="secondary">{formatUiString(strings.usedIn, { count: usages.length })}</Badge>
            </summary>
            <UsageList usages={usages} links={mode.kind === 'manage'} className="mt-1" />
          </details>
        )}
        <div className="mt-auto flex items-center gap-1 pt-1">
          {mode.kind === 'pick' ? (
            <Button
              type="button"
              size="sm"
              variant={chosen ? 'secondary' : 'primary'}
              className="w-full"
              onClick={mode.choose}
              aria-label={`${strings.choose}: ${name}`}
            >
              {chosen ? strings.chosen : strings.choose}
            </Button>
          ) : (
            <>
              <RecordLink model={model.key} id={record.id} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'flex-1')}>
                <PencilIcon aria-hidden="true" />
                {strings.open}
              </RecordLink>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={formatUiString(strings.deleteFile, { name })}
                title={formatUiString(strings.deleteFile, { name })}
                onClick={() => setDeleting(true)}
              >
                <Trash2Icon aria-hidden="true" className="text-destructive" />
              </Button>
              <DeleteFileDialog model={model} record={record} name={name} open={deleting} onClose={() => setDeleting(false)} />
            </>
          )}
        </div>
      </div>
    </li>
  )
}
