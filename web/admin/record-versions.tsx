/**
 * A record's versions in its edit modal (issue #28, README "Versions and drafts"), for entities that
 * keep them: the versions with who saved each and when, newest first; any version beside the
 * record as it is now, field by field (record-version-diff.tsx); restoring one; and for entities
 * that keep drafts, whether visitors see the record as it is now ("Published"), an older version
 * ("Unpublished changes") or nothing ("Not published"), with Publish. A restore sends the
 * version's fields through the entity's PATCH with the ETag of the record as shown, as a save does,
 * so a record someone changed meanwhile is refused (409) rather than overwritten.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { RouteResponse } from '#contract/define-route.ts'
import type * as hostRoutes from '#contract/routes/host.ts'
import { publishRecord, recordVersionHistory, unpublishRecord } from '#generated/client/routes/host.gen.ts'
import { defaultHttpClient } from '#runtime/client/http-client.ts'
import { recordEtag } from '#runtime/client/record-etag.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { toast } from '#web/ui/toast.tsx'
import type { AdminField, AdminModel, AdminRecord } from './admin-model.ts'
import { formatDateTimeText } from './fields/date-time-text.ts'
import { useSubjectLabels } from './record-history.tsx'
import { fieldDifferences, RecordVersionDiff } from './record-version-diff.tsx'

/** One version as the history route answers it. */
type RecordVersion = RouteResponse<typeof hostRoutes.recordVersionHistory>['versions'][number]

/** The query key of a record's versions: every save and publish reads them again. */
const versionsKey = (model: AdminModel, id: string) => ['admin', 'record-versions', model.key, id] as const

/**
 * What a restore of `version` sends: each field a save sets whose value differs from the record's
 * now; a language map whole, with the languages the version lacks removed (null), as the API merges maps.
 */
export function restoreBody(fields: readonly AdminField[], version: AdminRecord, current: AdminRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const { field } of fieldDifferences(fields, version, current)) {
    if (Object.hasOwn(body, field.name) || !Object.hasOwn(version, field.name)) continue
    const value = version[field.name]
    const now = current[field.name]
    if (
      (field.kind === 'localized' || field.kind === 'richText') &&
      typeof value === 'object' &&
      value !== null &&
      typeof now === 'object' &&
      now !== null
    ) {
      const removed = Object.keys(now).filter((language) => !Object.hasOwn(value, language))
      body[field.name] = { ...value, ...Object.fromEntries(removed.map((language) => [language, null])) }
    } else body[field.name] = value
  }
  return body
}

/** Props of {@link RecordVersions}. */
export interface RecordVersionsProps {
  readonly model: AdminModel
  readonly record: AdminRecord
  /** Told after a restore, so the form shows the restored values. */
  readonly onRestored: () => void
}

/** The section; nothing for an entity that keeps no versions. */
export function RecordVersions({ model, record, onRestored }: RecordVersionsProps) {
  const t = useUiStrings()
  const queryClient = useQueryClient()
  const [compared, setCompared] = useState<number | undefined>(undefined)
  const history = useQuery({
    queryKey: [...versionsKey(model, record.id), record.updatedAt],
    enabled: model.versions !== undefined,
    queryFn: ({ signal }) => recordVersionHistory({ query: { entity: model.key, recordId: record.id } }, { signal }),
  })
  const subjectIds = [
    ...new Set((history.data?.versions ?? []).flatMap((version) => (version.subjectId ? [version.subjectId] : []))),
  ].sort()
  const subjects = useSubjectLabels(subjectIds)
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: model.queries.keys.all }),
      queryClient.invalidateQueries({ queryKey: versionsKey(model, record.id) }),
    ])
  const publish = useMutation({
    mutationFn: () => publishRecord({ body: { entity: model.key, recordId: record.id } }),
    onSuccess: async () => {
      void toast.success(t.versionsPublishedToast)
      await refresh()
    },
    onError: (error) => void toast.error(error.message),
  })
  const unpublish = useMutation({
    mutationFn: () => unpublishRecord({ body: { entity: model.key, recordId: record.id } }),
    onSuccess: async () => {
      void toast.success(t.versionsUnpublishedToast)
      await refresh()
    },
    onError: (error) => void toast.error(error.message),
  })
  const restore = useMutation({
    mutationFn: (version: RecordVersion) =>
      defaultHttpClient.request({
        method: 'PATCH',
        path: `${model.route}/${record.id}`,
        body: { data: restoreBody(model.fields, version.data, record) },
        headers: { 'if-match': recordEtag(record) ?? '*' },
      }),
    onSuccess: async (_answer, version) => {
      void toast.success(formatUiString(t.versionsRestoredToast, { number: String(version.number) }))
      setCompared(undefined)
      await refresh()
      onRestored()
    },
    onError: (error) => void toast.error(error.message),
  })
  if (model.versions === undefined || history.error) return null
  const data = history.data
  const state =
    data === undefined || !data.drafts
      ? undefined
      : data.published === null
        ? 'never'
        : data.published.updatedAt === record.updatedAt
          ? 'published'
          : 'changed'
  const shown = data?.versions.find((version) => version.number === compared)
  return (
    <section aria-labelledby="record-versions-title" className="flex flex-col gap-3 border-t pt-4" data-versions>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="record-versions-title" className="mr-auto font-semibold">
          {t.versionsTitle}
        </h3>
        {state !== undefined && (
          <>
            <Badge variant={state === 'published' ? 'secondary' : state === 'changed' ? 'highlight' : 'outline'} data-publish-state={state}>
              {state === 'published' ? t.versionsPublished : state === 'changed' ? t.versionsUnpublishedChanges : t.versionsNeverPublished}
            </Badge>
            <Button
              type="button"
              size="sm"
              variant="primary"
              disabled={state === 'published' || publish.isPending}
              onClick={() => publish.mutate()}
            >
              {t.versionsPublish}
            </Button>
            {state !== 'never' && (
              <Button type="button" size="sm" variant="outline" disabled={unpublish.isPending} onClick={() => unpublish.mutate()}>
                {t.versionsUnpublish}
              </Button>
            )}
          </>
        )}
      </div>
      {data === undefined || subjects === undefined ? (
        <Skeleton className="h-16 w-full" />
      ) : data.versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.versionsEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {data.versions.map((version) => {
            const current = version.data.updatedAt === record.updatedAt
            const live = data.published !== null && version.data.updatedAt === data.published.updatedAt
            return (
              <li key={version.number} className="flex min-w-0 flex-col gap-2 rounded-md border p-2 text-sm" data-version={version.number}>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium">{formatUiString(t.versionsNumber, { number: String(version.number) })}</span>
                  <time dateTime={version.createdAt} className="text-muted-foreground">
                    {formatDateTimeText(version.createdAt)}
                  </time>
                  <span className="min-w-0 break-all text-muted-foreground">
                    {formatUiString(t.historyBy, {
                      who: version.subjectId ? (subjects.get(version.subjectId) ?? version.subjectId) : t.historySystem,
                    })}
                  </span>
                  {current && <Badge variant="outline">{t.versionsCurrent}</Badge>}
                  {live && <Badge variant="secondary">{t.versionsOnSite}</Badge>}
                  {!current && (
                    <span className="ml-auto flex gap-2">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        aria-expanded={compared === version.number}
                        onClick={() => setCompared(compared === version.number ? undefined : version.number)}
                      >
                        {compared === version.number ? t.versionsHideChanges : t.versionsCompare}
                      </Button>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        disabled={restore.isPending}
                        onClick={() => restore.mutate(version)}
                      >
                        {t.versionsRestore}
                      </Button>
                    </span>
                  )}
                </div>
                {shown === version && (
                  <RecordVersionDiff
                    fields={model.fields}
                    before={version.data}
                    after={record}
                    beforeTitle={formatUiString(t.versionsNumber, { number: String(version.number) })}
                  />
                )}
              </li>
            )
          })}
        </ol>
      )}
      {data !== undefined && <p className="text-xs text-muted-foreground">{formatUiString(t.versionsKept, { keep: String(data.keep) })}</p>}
    </section>
  )
}
