/**
 * The router manifest (notes-ssr.md "Assets go in through the router manifest"): the root route
 * carries the client entry as a module script, its static imports as `modulepreload` links and
 * its CSS. The entry itself is not preloaded (it would get `fetchPriority="low"`). Widget chunks
 * are preloaded per page, from the same Vite manifest (web/site/page-widgets.ts names the files
 * `web/widgets/<module>/<variant>.tsx`).
 */
import type { ServerManifest } from '@tanstack/router-core'
import { CLIENT_ENTRY } from './web-entries.ts'

/** One entry of Vite's `.vite/manifest.json`. */
export interface ViteManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly isDynamicEntry?: boolean
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
}

/** Vite's build manifest: chunks by source path (or `_name.js` for shared chunks). */
export type ViteManifest = Readonly<Record<string, ViteManifestChunk>>

/** The URL of a built file. */
const assetUrl = (file: string) => `/${file}`

/** Every chunk `key` imports statically, transitively, without `key` itself. */
function staticImports(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue
    seen.add(imported)
    staticImports(manifest, imported, seen)
  }
  return seen
}

/** The router manifest of a production build. */
export function productionRouterManifest(manifest: ViteManifest): ServerManifest {
  const entry = manifest[CLIENT_ENTRY]
  if (entry === undefined) throw new Error(`The client build manifest has no entry for ${CLIENT_ENTRY}`)
  const imports = [...staticImports(manifest, CLIENT_ENTRY)]
  const css = [...(entry.css ?? []), ...imports.flatMap((key) => manifest[key]?.css ?? [])]
  return {
    routes: {
      __root__: {
        preloads: imports.flatMap((key) => (manifest[key] === undefined ? [] : [assetUrl(manifest[key].file)])),
        css: css.map(assetUrl),
        scripts: [{ attrs: { type: 'module', src: assetUrl(entry.file) } }],
      },
    },
  }
}

/** The router manifest of the development server: Vite's client, the entry and the stylesheet, as source. */
export function developmentRouterManifest(): ServerManifest {
  return {
    routes: {
      __root__: {
        css: ['/web/app/styles.css'],
        scripts: [
          { attrs: { type: 'module', src: '/@vite/client' } },
          { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
        ],
      },
    },
  }
}

/**
 * The files to preload for widgets `web/widgets/<key>.tsx` (keys `module/variant`): each widget's
 * chunk and the chunks it imports, minus those the entry already loads.
 */
export function widgetPreloadsOf(manifest: ViteManifest): (keys: readonly string[]) => readonly string[] {
  const loadedByEntry = new Set([CLIENT_ENTRY, ...staticImports(manifest, CLIENT_ENTRY)])
  return (keys) => {
    const files = new Set<string>()
    for (const key of keys) {
      const source = `web/widgets/${key}.tsx`
      if (manifest[source] === undefined) continue
      for (const chunk of [source, ...staticImports(manifest, source)]) {
        const file = manifest[chunk]?.file
        if (!loadedByEntry.has(chunk) && file !== undefined) files.add(assetUrl(file))
      }
    }
    return [...files]
  }
}
