/**
 * Stored files on the page (SPEC §3): a stored path that is not a full web address is served from
 * the backend's public files area (`/public/`); images and videos are rendered, with the record's
 * width, height and alt text, other files as a download link.
 */
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import { cn } from '#web/ui/cn.ts'
import { useLocalized } from './localized.ts'

/** The URL a stored `file` value is served at. */
export function fileUrl(file: string): string {
  const value = file.trim()
  if (/^https?:\/\//i.test(value) || value.startsWith('data:')) return value
  if (value.startsWith('/public/')) return value
  return `/public/${value.replace(/^\/+/, '')}`
}

const IMAGE_EXTENSIONS = new Set(['avif', 'gif', 'jpeg', 'jpg', 'png', 'svg', 'webp'])
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'ogg', 'mov'])

/** How a file shows: by its MIME type, else by its extension. */
export function fileKind(record: PageRecord): 'image' | 'video' | 'other' {
  const mime = typeof record.mimeType === 'string' ? record.mimeType : ''
  if (mime.startsWith('image/')) return 'image'
  if (mime.startsWith('video/')) return 'video'
  const extension = (
    typeof record.extension === 'string' && record.extension !== ''
      ? record.extension
      : (String(record.file ?? '')
          .split('.')
          .pop() ?? '')
  ).toLowerCase()
  if (IMAGE_EXTENSIONS.has(extension)) return 'image'
  if (VIDEO_EXTENSIONS.has(extension)) return 'video'
  return 'other'
}

/** Props of {@link StoredFile}; explicit ones win over the record's own. */
export interface StoredFileProps {
  /** A files record (`file-storage/files`, `website-builder/files`): file, width, height, alt, mimeType… */
  readonly file: PageRecord
  readonly className?: string
  readonly width?: number
  readonly height?: number
  readonly alt?: string
  /** Above the fold: load at once instead of lazily. */
  readonly priority?: boolean
}

/** `<StoredFile file={node.record} className="rounded-lg" />`. */
export function StoredFile({ file, className, width, height, alt, priority = false }: StoredFileProps) {
  const text = useLocalized()
  const path = typeof file.file === 'string' ? file.file : ''
  if (path === '') return null
  const src = fileUrl(path)
  const size = {
    width: width ?? (typeof file.width === 'number' ? file.width : undefined),
    height: height ?? (typeof file.height === 'number' ? file.height : undefined),
  }
  const classes = cn(typeof file.className === 'string' ? file.className : undefined, className)
  const kind = fileKind(file)
  if (kind === 'image') {
    return (
      <img
        src={src}
        alt={alt ?? text(file.alt)}
        {...size}
        loading={priority ? 'eager' : 'lazy'}
        // The page's main image is painted as soon as it arrives; an asynchronous decode would let
        // the hydration's long task go first and hold the largest paint back.
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={cn('h-auto max-w-full', classes)}
      />
    )
  }
  if (kind === 'video') {
    return (
      <video
        src={src}
        {...size}
        controls
        preload="metadata"
        aria-label={alt ?? text(file.alt)}
        className={cn('h-auto max-w-full', classes)}
      />
    )
  }
  return (
    <a href={src} download className={cn('text-primary underline underline-offset-4', classes)}>
      {alt ?? (text(file.alt) || path.split('/').pop())}
    </a>
  )
}
