/**
 * Where the library's files are used (`GET /api/file-storage/files/usages?ids=…`, one call per
 * shown page, and `/files/{id}/usages` afresh before a delete), through the module's generated
 * client. Keys start with the files' route, so whatever refreshes the files refreshes their uses too.
 */
import { useQuery } from '@tanstack/react-query'
import type { FileUsage } from '#contract/routes/file-storage/file-schemas.ts'
import * as fileStorageApi from '#generated/client/routes/file-storage.gen.ts'

export type { FileUsage }

/** File id → the records using it, for `ids` (none asked while empty). */
export function useFileUsages(route: string, ids: readonly string[]) {
  return useQuery({
    queryKey: [route, 'usages', ids] as const,
    enabled: ids.length > 0,
    queryFn: ({ signal }) => fileStorageApi.fileUsages({ query: { ids: ids.join(',') } }, { signal }),
  })
}

/** The uses of one file, read when asked (`enabled`), never from an older answer. */
export function useUsagesOfFile(route: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [route, 'usages-of', id] as const,
    enabled,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) => fileStorageApi.usagesOfFile({ params: { id } }, { signal }),
  })
}
