/** Reads a server-sent event stream over real HTTP, as a browser's EventSource would. */

/** One event. */
export interface StreamEvent {
  readonly id: string | undefined
  readonly event: string
  readonly data: string
}

/** An open stream: the events so far, a way to wait for more, and to close it. */
export interface EventStreamReader {
  readonly status: number
  readonly contentType: string | null
  readonly events: StreamEvent[]
  /** Resolves with the first event (new or already read) that `match` accepts. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>
  close(): void
}

/** Opens `url` with `headers` and parses events as they arrive. */
export async function openEventStream(url: string, headers: Readonly<Record<string, string>>): Promise<EventStreamReader> {
  const abort = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal })
  const events: StreamEvent[] = []
  const waiters = new Set<() => void>()
  if (response.ok && response.body !== null) {
    void (async () => {
      const decoder = new TextDecoder()
      let buffer = ''
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true })
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const fields = block.split('\n').filter((line) => line !== '' && !line.startsWith(':'))
            const value = (name: string) => fields.filter((line) => line.startsWith(`${name}: `)).map((line) => line.slice(name.length + 2))
            const data = value('data')
            if (data.length === 0) continue
            events.push({ id: value('id')[0], event: value('event')[0] ?? 'message', data: data.join('\n') })
            for (const waiter of [...waiters]) waiter()
          }
        }
      } catch {
        // Aborted by close().
      }
    })()
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    waitFor(match, timeoutMs = 5_000) {
      const found = events.find(match)
      if (found !== undefined) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`))
        }, timeoutMs)
        const check = () => {
          const event = events.find(match)
          if (event === undefined) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve(event)
        }
        waiters.add(check)
      })
    },
    close: () => abort.abort(),
  }
}
