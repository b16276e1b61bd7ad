/**
 * What decides the web build: these files and folders (relative to the repository root) are
 * hashed by web-build.ts, and {@link webBuildInputsGuard} (in vite.config.ts) fails a build that
 * bundles a repository file outside them, so a change that alters the bundles always alters the hash.
 */
import path from 'node:path'
import type { Plugin } from 'vite'

/** Files and folders whose content decides the build. */
export const WEB_BUILD_INPUTS = [
  'web',
  // The tables and route declarations every layer shares.
  'contract',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  // The sign-in redirect is parsed in the browser as on the server.
  'runtime/modules/rbac/same-origin-path.ts',
  'runtime/client',
  'generated/metadata',
  // Which modules' widgets the site registers, and their variants.
  'generated/modules',
  // The admin's chunks: generated admin models with their clients and Zod schemas.
  'generated/admin',
  'generated/client',
  'generated/validators',
  'runtime/validation',
  // The admin form says the validators' issues with the server's texts (runtime/validation/issue-messages.ts).
  'runtime/i18n/server-messages.ts',
  'runtime/values',
  // runtime/values/random-words.ts draws from the DSL's word list.
  'generator/dsl/random-word-list.ts',
  // The private-content widget's authorization gate asks about the reader call.
  'runtime/access/private-content-reader.ts',
] as const

/** A Vite plugin failing the build when a bundled module of `root` is not under an input. */
export function webBuildInputsGuard(root: string): Plugin {
  return {
    name: 'tessera:web-build-inputs',
    apply: 'build',
    generateBundle(_options, bundle) {
      const outside = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        for (const id of output.moduleIds) {
          const file = id.split('?')[0] ?? id
          if (!path.isAbsolute(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue
          const relative = path.relative(root, file).split(path.sep).join('/')
          if (relative.startsWith('..')) continue
          if (!WEB_BUILD_INPUTS.some((input) => relative === input || relative.startsWith(`${input}/`))) outside.add(relative)
        }
      }
      if (outside.size > 0) {
        this.error(
          `The web bundle imports files the build hash does not cover; add them to WEB_BUILD_INPUTS in web/server/web-build-inputs.ts: ${[...outside].join(', ')}`,
        )
      }
    },
  }
}
