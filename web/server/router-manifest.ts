/**
 * The router manifest (notes-ssr.md "Assets go in through the router manifest"): the root route
 * carries the client entry and its CSS (a public page carries the site entry instead, from
 * {@link productionSiteScripts}, and the same CSS). The server's HTML is the whole page, so no script is
 * needed to paint it: the entry is imported by a small inline script once the page has painted,
 * and no module is preloaded before that. On a slow link the stylesheet and the main image then
 * have the bandwidth to themselves, and the first paint does not wait on a main thread busy with
 * preload requests. The entry loads the page's widget chunks as it hydrates (the chunk of each
 * widget with what it imports, in parallel: Vite's dynamic imports list them).
 */
import type { ServerManifest } from '@tanstack/router-core'
import type { SiteScript } from '#web/app/site-document.tsx'
import { CLIENT_ENTRY, SITE_ENTRY } from './web-entries.ts'

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
        css: css.map(assetUrl),
        scripts: [{ children: importAfterFirstPaint(assetUrl(entry.file)) }],
      },
    },
  }
}

/** The site entry's script in a production build: imported once the page has painted, like the app's. */
export function productionSiteScripts(manifest: ViteManifest): SiteScript[] {
  const entry = manifest[SITE_ENTRY]
  if (entry === undefined) throw new Error(`The client build manifest has no entry for ${SITE_ENTRY}`)
  return [{ code: importAfterFirstPaint(assetUrl(entry.file)) }]
}

/** The site entry's scripts on the development server: Vite's client and the entry, as source. */
export function developmentSiteScripts(): SiteScript[] {
  return [{ src: '/@vite/client' }, { src: `/${SITE_ENTRY}` }]
}

/**
 * An inline script that imports the module `src` once the page has painted: when the browser
 * reports the first contentful paint (the time the styled page is on screen, which on a busy
 * device can be well after the main thread drew it). A browser without paint timing imports it
 * after the first frame instead. A page opened in a background tab paints, and so loads its
 * script, when it is first shown.
 */
export function importAfterFirstPaint(src: string): string {
  const load = `import(${JSON.stringify(src)})`
  return [
    `(function(){var started=false;function load(){if(!started){started=true;${load}}}`,
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    "if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(load)});",
    "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true})})()",
  ].join('')
}

/** The router manifest of the development server: Vite's client, the entry and the stylesheet, as source. */
export function developmentRouterManifest(): ServerManifest {
  return {
    routes: {
      __root__: {
        css: ['/web/app/styles.css'],
        scripts: [{ attrs: { type: 'module', src: '/@vite/client' } }, { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } }],
      },
    },
  }
}
