/**
 * The live preview beside a record's form (#28): the public page that shows the record, rendered
 * by the site's own renderer with what the form holds now (`POST /api/host/pages/preview`, a
 * moment after the editor stops typing), in an iframe that runs no scripts. Nothing is saved, and
 * visitors never see it: the answer is never cached. Shown for pages, for entities with a page
 * of their own, and for widgets (the oldest page that shows one, `GET /api/host/pages/showing`),
 * once that page's path is known.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { pageShowing, previewPage } from '#generated/client/routes/host.gen.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { pathInLanguage } from '#web/site/language-switcher.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { anchorOf } from '#web/widgets/shared/record-fields.ts'
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { useAdminStrings } from './admin-strings.ts'
import { usePublicPath } from './public-page-link.tsx'
import { useDebouncedValue } from './use-debounced-value.ts'

/** How long the form stays still before the preview is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 400

/** Props of {@link LivePreview}. */
export interface LivePreviewProps {
  readonly model: AdminModel
  /** The stored record: its saved url or slug says which page to render. */
  readonly record: AdminRecord
  /** What a save would send now. */
  readonly draft: Readonly<Record<string, unknown>> | undefined
}

/** Whether `key` names a module's widgets (`host/widgets`, `ecommerce/widgets`): previewed on a page that shows them. */
export function isWidgetModel(key: string): boolean {
  return key.endsWith('/widgets')
}

/**
 * The page to preview `record` on: its own public page, or for a widget a page that shows it; null
 * when it is known that no page shows the widget.
 */
function usePreviewPath(model: AdminModel, record: AdminRecord): string | null | undefined {
  const widget = isWidgetModel(model.key)
  const own = usePublicPath(model, record)
  const showing = useQuery({
    queryKey: ['admin', 'page-showing', model.key, record.id] as const,
    enabled: widget,
    queryFn: ({ signal }) => pageShowing({ query: { model: model.key, id: record.id } }, { signal }),
  })
  return widget ? showing.data?.url : own
}

/** The preview. */
export function LivePreview({ model, record, draft }: LivePreviewProps) {
  const strings = useAdminStrings()
  const language = useLanguage()
  const stored = usePreviewPath(model, record)
  const path = stored == null ? undefined : pathInLanguage(stored, '', language)
  const settled = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS)
  const preview = useQuery({
    queryKey: ['admin', 'preview', model.key, record.id, path, settled] as const,
    enabled: path !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      previewPage({ body: { url: path!, record: { model: model.key, id: record.id, values: settled ?? {} } } }, { signal }),
  })
  if (stored === null)
    return (
      <p className="text-sm text-muted-foreground" data-testid="live-preview-no-page">
        {strings.livePreviewNoPage}
      </p>
    )
  if (path === undefined) return null
  // A widget with an anchor is scrolled into view, each time the page is rendered anew.
  const anchor = isWidgetModel(model.key) ? anchorOf({ ...record, ...settled } as PageRecord) : undefined
  const title = formatUiString(strings.livePreviewTitle, { path })
  return (
    <section aria-label={strings.livePreview} className="flex min-h-0 flex-col gap-2" data-testid="live-preview">
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <code className="truncate">{path}</code>
        <span aria-live="polite">{preview.isFetching ? strings.livePreviewUpdating : ''}</span>
      </div>
      {preview.error ? (
        <p role="alert" className="text-sm text-destructive">
          {preview.error.message}
        </p>
      ) : preview.data === undefined ? (
        <Skeleton className="h-[60vh] w-full" />
      ) : (
        // Same origin for the site's styles and images; no scripts, so the page stays as rendered.
        <iframe
          title={title}
          sandbox="allow-same-origin"
          srcDoc={preview.data.html}
          onLoad={(event) => {
            // At once: the site's smooth scrolling would replay the whole page on every keystroke.
            if (anchor) event.currentTarget.contentDocument?.getElementById(anchor)?.scrollIntoView({ behavior: 'instant', block: 'start' })
          }}
          className="h-[60vh] w-full rounded-md border bg-white"
        />
      )}
    </section>
  )
}
