/**
 * Whether the database is reachable, as this process last found it. An outage is declared when
 * connecting keeps failing past the wait budget; from then on callers are refused at once (no
 * pile-up of requests each waiting for a connection timeout) while one probe per interval tries the
 * server, and the first probe that gets an answer ends the outage. Listeners hear each change once,
 * which is what keeps the log at one line per outage and one on recovery.
 */

/** A change of availability, as listeners hear it. */
export type AvailabilityChange =
  | { readonly kind: 'down'; readonly reason: string }
  | { readonly kind: 'up'; readonly downForMs: number; readonly refused: number }

/** Hears availability changes. */
export type AvailabilityListener = (change: AvailabilityChange) => void

/** Options of {@link DatabaseAvailability}. */
export interface DatabaseAvailabilityOptions {
  /** Tries the server once; resolves when it answered. */
  readonly probe: () => Promise<void>
  /** Pause between probes while down. */
  readonly probeIntervalMs?: number
}

/** Seconds a refused client is told to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2

const DEFAULT_PROBE_INTERVAL_MS = 250

/** The availability of one database, shared by everything that uses it in this process. */
export class DatabaseAvailability {
  readonly #probe: (() => Promise<void>) | undefined
  readonly #probeIntervalMs: number
  readonly #listeners = new Set<AvailabilityListener>()
  #downSince: number | undefined
  #refused = 0
  #timer: NodeJS.Timeout | undefined
  #closed = false

  /** Without options, a database that is always available (the embedded one lives in this process). */
  constructor(options?: DatabaseAvailabilityOptions) {
    this.#probe = options?.probe
    this.#probeIntervalMs = options?.probeIntervalMs ?? DEFAULT_PROBE_INTERVAL_MS
  }

  /** True during a declared outage. */
  get isDown(): boolean {
    return this.#downSince !== undefined
  }

  /** Counts a caller turned away during the outage (reported when it ends). */
  refuse(): void {
    this.#refused++
  }

  /** Declares an outage (once) and starts probing for its end. */
  markDown(reason: unknown): void {
    if (this.#downSince !== undefined || this.#closed || this.#probe === undefined) return
    this.#downSince = Date.now()
    this.#refused = 0
    this.#emit({ kind: 'down', reason: reason instanceof Error ? reason.message : String(reason) })
    this.#scheduleProbe()
  }

  /** Calls `listener` on every change until the returned function is called. */
  onChange(listener: AvailabilityListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Stops probing (the database is being closed). */
  close(): void {
    this.#closed = true
    clearTimeout(this.#timer)
  }

  #scheduleProbe(): void {
    this.#timer = setTimeout(() => void this.#runProbe(), this.#probeIntervalMs)
    // A process that is otherwise done must not stay alive for the probe.
    this.#timer.unref()
  }

  async #runProbe(): Promise<void> {
    if (this.#closed || this.#downSince === undefined || this.#probe === undefined) return
    try {
      await this.#probe()
    } catch {
      if (!this.#closed) this.#scheduleProbe()
      return
    }
    const downForMs = Date.now() - this.#downSince
    this.#downSince = undefined
    this.#emit({ kind: 'up', downForMs, refused: this.#refused })
  }

  #emit(change: AvailabilityChange): void {
    for (const listener of this.#listeners) listener(change)
  }
}
