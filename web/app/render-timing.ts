/**
 * React's `renderToString` with its CPU time counted: what a server render costs in React alone,
 * beside the whole page miss (resolve, router, serialisation, compression). Each page's document
 * and its islands (rendered inside it, web/app/site-document.tsx) count once, as the outermost call.
 * The counter (render-time.ts) is read by `npm run bench:api`, beside each page case's whole cost.
 */
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { renderTime } from './render-time.ts'

let depth = 0

/** `renderToString(element, options)`, counted in {@link renderTime} when it is the outermost call. */
export function timedRenderToString(element: ReactNode, options?: { identifierPrefix?: string }): string {
  if (depth > 0) return renderToString(element, options)
  depth += 1
  const started = process.cpuUsage()
  try {
    return renderToString(element, options)
  } finally {
    depth -= 1
    const spent = process.cpuUsage(started)
    const time = renderTime()
    time.calls += 1
    time.cpuMicros += spent.user + spent.system
  }
}
