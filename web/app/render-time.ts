/**
 * The count of React's server rendering (web/app/render-timing.ts): pages rendered and the CPU time
 * of their outermost `renderToString`. It lives on `globalThis` under a registry symbol, so code
 * outside the built server entry (the bench's servers) reads the same counter without loading React.
 */

/** Pages rendered, and the CPU time (µs, user + system) spent in their outermost `renderToString`. */
export interface RenderTime {
  calls: number
  cpuMicros: number
}

const KEY = Symbol.for('tessera.renderToString')

/** The process's counter (made on first use). */
export function renderTime(): RenderTime {
  const holder = globalThis as { [KEY]?: RenderTime }
  holder[KEY] ??= { calls: 0, cpuMicros: 0 }
  return holder[KEY]
}
