/**
 * The web build (DESIGN "web/"): React with Tailwind CSS. The client bundle starts at
 * web/app/entry-client.tsx (the admin's app) and web/app/entry-site.tsx (the public site's
 * islands) and writes a manifest for the documents' asset tags; the server bundle
 * (`vite build --ssr`) starts at web/app/entry-server.tsx and is what Fastify imports.
 * web/server/web-build.ts runs both builds when their inputs change, and web/server/web-plugin.ts
 * serves the development server in middleware mode.
 */
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { webBuildInputsGuard } from './web/server/web-build-inputs.ts'
import { CLIENT_ENTRY, SERVER_ENTRY, SITE_ENTRY } from './web/server/web-entries.ts'

// web/site/… and web/widgets/shared/…, but for what a public page's load never runs (see below).
const NOT_LOADED_BY_A_PAGE = {
  site: [
    'global-error-screen',
    'page-render-boundary',
    'site-page-root',
    'page-view',
    'layout-rule',
    'document-head',
    'page-head',
    'site-defaults',
    'not-found-screen',
    // Loaded only when SENTRY_DSN is set (site-islands.tsx).
    'error-reports',
  ],
  shared: [
    'article-card',
    'card-grid',
    'category-card',
    'list-section',
    'store-card',
    'tree-section',
    'feature-item',
    'feature-description',
  ],
}
const WIDGET_KIT = new RegExp(
  `[\\\\/]web[\\\\/](site[\\\\/](?!(${NOT_LOADED_BY_A_PAGE.site.join('|')})\\.)|widgets[\\\\/]shared[\\\\/](?!(${NOT_LOADED_BY_A_PAGE.shared.join('|')})[.-]))`,
)

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [tailwindcss(), react(), webBuildInputsGuard(import.meta.dirname)],
  // The public files area (/public/, stored files) belongs to the server, not to Vite.
  publicDir: false,
  build: {
    manifest: !isSsrBuild,
    // Widget chunks are small on purpose; inlining them into the entry would defeat that.
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: isSsrBuild ? SERVER_ENTRY : [CLIENT_ENTRY, SITE_ENTRY],
      // The building blocks public widgets share (web/site's renderers and the islands' runtime,
      // web/widgets/shared: cards, buttons, sections, the slider) are one chunk with what they
      // import (React): a public page then loads that chunk, its language's strings and its
      // islands' widgets. Split, a landing page asked for some 45 files (each request a phone
      // starts costs its main thread about a millisecond), and small files compress worse: split
      // by use, the same page's JavaScript came to 112 KB instead of 109.
      // A group takes every module it matches, whoever imports it, and what those import along; so
      // what no page load runs stays out by name and is chunked by use: the renderer of client
      // navigations and what only it uses (page view, layout, head), the error and not-found
      // screens (the latter the admin's), and shared parts of static widgets only (cards, tree
      // sections) or of one island only (feature items: website-builder's default).
      ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'widget-kit', test: WIDGET_KIT }] } } }),
    },
  },
  // The built server entry carries its dependencies, with React's production build chosen at
  // build time whatever NODE_ENV the server later runs with. In development Node loads them.
  ...(command === 'build' && isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {}),
}))
