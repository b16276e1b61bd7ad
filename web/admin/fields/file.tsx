/**
 * A file field: a stored path or URL, a new upload chosen from disk, or (when a module lists a file
 * picker, file-picker.ts) a file already uploaded, with a preview of images. A chosen upload
 * travels with the save as a multipart part named after the field; the server stores it and
 * writes its public path into the record.
 */
import { FolderOpenIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { fileKind, fileUrl } from '#web/site/stored-file.tsx'
import { Button } from '#web/ui/button.tsx'
import { Dialog, DialogContent, DialogTitle } from '#web/ui/dialog.tsx'
import { Input } from '#web/ui/input.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { useAdminStrings } from '../admin-strings.ts'
import { adminToolsOf } from '../admin-tools.ts'
import { FILE_PICKER, FilePickerContext } from '../file-picker.ts'
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

/** "Choose an uploaded file" and the listed module's picker in a dialog; nothing when no module lists one. */
function ChooseExistingFile({ value, onChange }: Pick<FieldInputProps, 'value' | 'onChange'>) {
  const strings = useAdminStrings()
  const [open, setOpen] = useState(false)
  const loader = adminToolsOf(FILE_PICKER)[0]
  const Picker = useMemo(() => (loader === undefined ? undefined : lazy(loader)), [loader])
  if (Picker === undefined) return null
  const request = {
    current: typeof value === 'string' && value !== '' ? value : undefined,
    choose: (chosen: string) => {
      onChange(chosen)
      setOpen(false)
    },
  }
  return (
    <>
      <Button type="button" variant="outline" className="sm:w-fit" onClick={() => setOpen(true)}>
        <FolderOpenIcon aria-hidden="true" />
        {strings.chooseExistingFile}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-h-[90vh] w-[calc(100%-1rem)] max-w-5xl grid-cols-1 p-3 sm:p-6 [&>*]:min-w-0"
          aria-describedby={undefined}
        >
          <DialogTitle>{strings.chooseExistingFile}</DialogTitle>
          <FilePickerContext value={request}>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <Picker />
            </Suspense>
          </FilePickerContext>
        </DialogContent>
      </Dialog>
    </>
  )
}

function FileInput({ id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const t = useUiStrings()
  const preview = usePreviewUrl(value)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
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
        <ChooseExistingFile value={value} onChange={onChange} />
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
