/**
 * What `npm start` (and `npm run dev`) call to get the site: in production the build for the
 * current sources (made now if they changed, reused otherwise), in development Vite's server. It
 * says which it did, since a build on start takes a few seconds.
 */
import path from 'node:path'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import type { PageResolver } from './server-page-api.ts'
import { ensureWebBuild, REPOSITORY_ROOT } from './web-build.ts'
import { webPlugin } from './web-plugin.ts'

/** Options of {@link prepareWeb}. */
export interface PrepareWebOptions {
  /** Serve the sources through Vite with hot reload instead of a production build. */
  readonly dev: boolean
  readonly resolvePage: PageResolver
  /** Where the one-line report goes; the console by default. */
  readonly report?: (line: string) => void
}

/** The site plugin for createApp's `web` option. */
export async function prepareWeb(options: PrepareWebOptions): Promise<ApiPlugin> {
  const report = options.report ?? console.log
  if (options.dev) {
    report('Web: serving the sources through Vite with hot reload')
    return await webPlugin({ mode: { kind: 'development' }, resolvePage: options.resolvePage })
  }
  const build = await ensureWebBuild()
  const where = path.relative(REPOSITORY_ROOT, build.directory)
  report(
    build.built
      ? `Web: built ${where} in ${(build.milliseconds / 1000).toFixed(1)} s (its sources changed)`
      : `Web: reused the build in ${where} (sources unchanged)`,
  )
  return await webPlugin({ mode: { kind: 'production', build }, resolvePage: options.resolvePage })
}
