/**
 * A file field: a stored path or URL, or a new upload chosen from disk, with a preview of images.
 * A chosen file travels with the save as a multipart part named after the field; the server
 * stores it and writes its public path into the record.
 */
import { useEffect, useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { fileKind, fileUrl } from '#web/site/stored-file.tsx'
import { Input } from '#web/ui/input.tsx'
import { type FieldEditor, type FieldInputProps, textPayload } from './field-editor.ts'

/** What the preview shows: an object URL for a chosen file, else the stored file's URL. */
function usePreviewUrl(value: unknown): { url: string; image: boolean } | undefined {
  const [objectUrl, setObjectUrl] = useState<string>()
  useEffect(() => {
    if (!(value instanceof File)) return undefined
    const url = URL.createObjectURL(value)
    setObjectUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [value])
  if (value instanceof File) return objectUrl === undefined ? undefined : { url: objectUrl, image: value.type.startsWith('image/') }
  if (typeof value !== 'string' || value.trim() === '') return undefined
  return { url: fileUrl(value), image: fileKind({ id: '', file: value }) === 'image' }
}

function FileInput({ id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const t = useUiStrings()
  const preview = usePreviewUrl(value)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={typeof value === 'string' ? value : value instanceof File ? value.name : ''}
          readOnly={value instanceof File}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <Input
          type="file"
          aria-label={t.chooseFile}
          className="sm:max-w-64"
          onChange={(event) => {
            const chosen = event.target.files?.[0]
            if (chosen !== undefined) onChange(chosen)
          }}
        />
      </div>
      {preview !== undefined &&
        (preview.image ? (
          <img src={preview.url} alt="" data-testid="file-preview" className="max-h-40 w-fit rounded-md border object-contain" />
        ) : (
          <a href={preview.url} target="_blank" rel="noreferrer" className="text-sm text-primary underline">
            {preview.url}
          </a>
        ))}
    </div>
  )
}

/** The file editor. */
export const fileEditor: FieldEditor = {
  Input: FileInput,
  fromRecord: (value) => (typeof value === 'string' ? value : ''),
  toPayload: (value, field) => (value instanceof File ? value : textPayload(value, field)),
}
