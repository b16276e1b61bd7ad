/**
 * Work cut into short tasks, so that the browser can answer a tap or draw a frame between them
 * (a task over 50 ms is a "long task" that delays input). Starting a page's widget chunks is such
 * work: each start resolves URLs and adds preload links for the chunk's imports, about a
 * millisecond apiece on a phone, and a page has dozens.
 */

/** How long one slice may run before it yields, in ms (React's scheduler uses 5 ms too). */
const SLICE_MS = 5

/** Resolves in a new task: `scheduler.yield()` where the browser has it, otherwise a timer. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield !== undefined ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/** Calls `start` on each item in order, yielding to the browser whenever a slice has run its time; the results in order. */
export async function startInSlices<Item, Result>(items: readonly Item[], start: (item: Item) => Result): Promise<Result[]> {
  const results: Result[] = []
  let sliceStart = performance.now()
  for (const item of items) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTask()
      sliceStart = performance.now()
    }
    results.push(start(item))
  }
  return results
}
