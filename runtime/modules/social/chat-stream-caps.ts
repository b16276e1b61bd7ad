/**
 * How many chat streams one subject and one client address may hold open in this process. A
 * stream costs a connection and a database read per message; without a cap, 300 streams of one
 * subject and five messages delayed every other request by seconds (issue 30, finding 7). The
 * counts are per process on purpose: what they protect is this process's connections and time.
 */
import { tooManyRequests } from '#runtime/errors/http-error.ts'

/** The caps; a stream over either is refused with a 429. */
export interface ChatStreamCapLimits {
  /** Streams per subject (default 5: a few tabs and devices). */
  readonly perSubject: number
  /** Streams per client address (default 20: a household or an office behind one address). */
  readonly perAddress: number
}

/** The caps the product runs with. */
export const DEFAULT_CHAT_STREAM_CAPS: ChatStreamCapLimits = { perSubject: 5, perAddress: 20 }

/** Open streams counted by subject and by address. */
export class ChatStreamCaps {
  readonly #bySubject = new Map<string, number>()
  readonly #byAddress = new Map<string, number>()

  constructor(private readonly limits: ChatStreamCapLimits = DEFAULT_CHAT_STREAM_CAPS) {}

  /** Counts one more stream, or throws a 429 naming the cap; call the returned function once it closes. */
  admit(subjectId: string, address: string): () => void {
    if ((this.#bySubject.get(subjectId) ?? 0) >= this.limits.perSubject) {
      throw tooManyRequests(
        `This account already has ${this.limits.perSubject} chat streams open; close one (another tab or device) and try again`,
      )
    }
    if ((this.#byAddress.get(address) ?? 0) >= this.limits.perAddress) {
      throw tooManyRequests(`Your address already has ${this.limits.perAddress} chat streams open; close one and try again`)
    }
    add(this.#bySubject, subjectId, 1)
    add(this.#byAddress, address, 1)
    let released = false
    return () => {
      if (released) return
      released = true
      add(this.#bySubject, subjectId, -1)
      add(this.#byAddress, address, -1)
    }
  }
}

function add(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by
  if (next <= 0) counts.delete(key)
  else counts.set(key, next)
}
