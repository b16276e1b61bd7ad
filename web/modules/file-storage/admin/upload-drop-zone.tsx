/**
 * Where files enter the library: a zone that takes dropped files (several at once) and a button
 * that chooses them from disk, then one line per file with its own progress bar.
 */
import { UploadIcon } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { formatFileSize } from './format-file-size.ts'
import { useMediaLibraryStrings } from './media-library-strings.ts'
import type { FileUpload } from './use-file-uploads.ts'

/** Props of {@link UploadDropZone}. */
export interface UploadDropZoneProps {
  readonly uploads: readonly FileUpload[]
  readonly onFiles: (files: readonly File[]) => void
  readonly onClear: () => void
}

function UploadLine({ upload }: { readonly upload: FileUpload }) {
  const strings = useMediaLibraryStrings()
  const language = useLanguage()
  const percent = Math.round(upload.progress * 100)
  const state =
    upload.state === 'failed'
      ? formatUiString(strings.uploadFailed, { message: upload.error ?? '' })
      : upload.state === 'done'
        ? strings.uploadDone
        : upload.state === 'waiting'
          ? strings.uploadWaiting
          : `${percent}%`
  return (
    <li className="flex flex-col gap-1" data-upload-state={upload.state}>
      <div className="flex items-baseline gap-2 text-sm">
        <span className="min-w-0 flex-1 truncate" title={upload.name}>
          {upload.name}
        </span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(upload.size, language)}</span>
        <span className={cn('shrink-0 text-xs', upload.state === 'failed' ? 'text-destructive' : 'text-muted-foreground')}>{state}</span>
      </div>
      <div
        role="progressbar"
        aria-label={formatUiString(strings.uploading, { name: upload.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', upload.state === 'failed' ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${upload.state === 'failed' ? 100 : percent}%` }}
        />
      </div>
    </li>
  )
}

/** The zone and the uploads' list. */
export function UploadDropZone({ uploads, onFiles, onClear }: UploadDropZoneProps) {
  const strings = useMediaLibraryStrings()
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [over, setOver] = useState(false)
  const accept = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  const finished = uploads.some((upload) => upload.state === 'done' || upload.state === 'failed')
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label={strings.dropHere}
        aria-describedby={hintId}
        data-testid="media-drop-zone"
        onDragEnter={accept}
        onDragOver={accept}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          const files = [...event.dataTransfer.files]
          if (files.length > 0) onFiles(files)
        }}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-4 text-center transition-colors sm:flex-row sm:text-left',
          over ? 'border-primary bg-primary/5' : 'border-border',
        )}
      >
        <UploadIcon aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
        <p id={hintId} className="flex-1 text-sm text-muted-foreground">
          {over ? strings.dropHere : strings.libraryHint}
        </p>
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          {strings.chooseFiles}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={strings.chooseFiles}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])]
            event.target.value = ''
            if (files.length > 0) onFiles(files)
          }}
        />
      </section>
      {uploads.length > 0 && (
        <section aria-label={strings.uploadsHeading} className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-medium">{strings.uploadsHeading}</h3>
            {finished && (
              <Button type="button" variant="ghost" size="sm" onClick={onClear}>
                {strings.clearUploads}
              </Button>
            )}
          </div>
          <ul className="flex flex-col gap-2">
            {uploads.map((upload) => (
              <UploadLine key={upload.key} upload={upload} />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
