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
      // import (React, the query cache): a public page then loads that chunk, its language's
      // strings and its islands' widgets. Split, a landing page asked for some 45 files (each
      // request a phone starts costs its main thread about a millisecond), and small files
      // compress worse: split by use, the same page's JavaScript came to 112 KB instead of 109.
      // A group takes what its modules import along, so the renderer of client navigations and
      // the error screen (which read pages through React Query) stay out: a page load has neither.
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: 'widget-kit', test: /[\\/]web[\\/](site[\\/](?!global-error-screen|page-render-boundary|site-page-root)|widgets[\\/]shared[\\/])/ }] } } }),
    },
  },
  // The built server entry carries its dependencies, with React's production build chosen at
  // build time whatever NODE_ENV the server later runs with. In development Node loads them.
  ...(command === 'build' && isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify(mode) } }
    : {}),
}))
