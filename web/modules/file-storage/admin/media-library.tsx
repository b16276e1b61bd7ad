/**
 * The media library (#28): the files of `file-storage/files`, newest first, as a grid of cards
 * with previews, sizes and where each is used (one usages call per shown page), searchable by
 * title, with a drop zone for several files at once. The same screen is the library on the files'
 * admin page and the picker a file field opens.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminModel } from '#web/admin/admin-model.ts'
import type { FilePickerRequest } from '#web/admin/file-picker.ts'
import { useAdminModel } from '#web/admin/use-admin-model.ts'
import { useDebouncedValue } from '#web/admin/use-debounced-value.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { FileCard } from './file-card.tsx'
import { useMediaLibraryStrings } from './media-library-strings.ts'
import { UploadDropZone } from './upload-drop-zone.tsx'
import { useFileUploads } from './use-file-uploads.ts'
import { useFileUsages } from './use-file-usages.ts'

/** The files' model key. */
export const FILES_MODEL = 'file-storage/files'

/** Files per step of "Show more". */
export const PAGE_SIZE = 24

/** Props of {@link MediaLibrary}. */
export interface MediaLibraryProps {
  /** Set when a file field shows the library to choose a file. */
  readonly picking?: FilePickerRequest
}

function LibraryGrid({ model, picking }: { readonly model: AdminModel; readonly picking?: FilePickerRequest }) {
  const strings = useMediaLibraryStrings()
  const [search, setSearch] = useState('')
  const [limit, setLimit] = useState(PAGE_SIZE)
  const settled = useDebouncedValue(search.trim(), 250)
  const { uploads, add, clear } = useFileUploads(model.route)
  const filters = settled === '' ? {} : { filters: { and: [{ column: 'adminTitle', method: 'ilike' as const, value: `%${settled}%` }] } }
  const files = useQuery({
    ...model.queries.findOptions({ ...filters, orderBy: { and: [{ column: 'createdAt', method: 'desc' }] }, limit }),
    placeholderData: keepPreviousData,
  })
  const total = useQuery({ ...model.queries.countOptions(filters), placeholderData: keepPreviousData })
  const ids = (files.data ?? []).map((record) => record.id)
  const usages = useFileUsages(model.route, ids)
  return (
    <div className="flex flex-col gap-4">
      <UploadDropZone uploads={uploads} onFiles={add} onClear={clear} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Input
          type="search"
          value={search}
          aria-label={strings.search}
          placeholder={strings.search}
          className="sm:max-w-xs"
          onChange={(event) => {
            setSearch(event.target.value)
            setLimit(PAGE_SIZE)
          }}
        />
        {total.data !== undefined && files.data !== undefined && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatUiString(strings.shownOf, { shown: files.data.length, total: total.data })}
          </p>
        )}
      </div>
      {files.error && (
        <p role="alert" className="text-destructive">
          {files.error.message}
        </p>
      )}
      {files.data === undefined ? (
        <Skeleton className="h-48 w-full" />
      ) : files.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {settled === '' ? strings.empty : strings.nothingFound}
        </p>
      ) : (
        <ul
          aria-label={strings.library}
          data-testid="media-grid"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5"
        >
          {files.data.map((record) => (
            <FileCard
              key={record.id}
              model={model}
              record={record}
              usages={usages.data?.[record.id]}
              mode={
                picking === undefined
                  ? { kind: 'manage' }
                  : {
                      kind: 'pick',
                      chosen: typeof record.file === 'string' && record.file === picking.current,
                      choose: () => picking.choose(String(record.file ?? '')),
                    }
              }
            />
          ))}
        </ul>
      )}
      {total.data !== undefined && files.data !== undefined && files.data.length < total.data && (
        <Button
          type="button"
          variant="outline"
          className="self-center"
          disabled={files.isFetching}
          onClick={() => setLimit(limit + PAGE_SIZE)}
        >
          {strings.showMore}
        </Button>
      )}
    </div>
  )
}

/** The library, once the files' model has loaded. */
export function MediaLibrary({ picking }: MediaLibraryProps) {
  const model = useAdminModel(FILES_MODEL)
  if (model.error)
    return (
      <p role="alert" className="text-destructive">
        {model.error.message}
      </p>
    )
  if (model.data === undefined) return <Skeleton className="h-48 w-full" />
  return <LibraryGrid model={model.data} picking={picking} />
}
