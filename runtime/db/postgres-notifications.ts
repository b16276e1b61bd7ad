/**
 * LISTEN/NOTIFY on a PostgreSQL server. Listening needs a connection of its own that stays open (a
 * pooled one goes back to the pool and stops hearing), opened on the first `listen` and kept until
 * `close`. When it drops, it is reopened with a growing pause, every channel is listened to again
 * and listeners hear `undefined`, since whatever was sent meanwhile is lost.
 */
import pg from 'pg'
import { quoteIdentifier } from '#contract/sql-text.ts'
import { ChannelListeners } from './channel-listeners.ts'
import { isConnectionFault } from './connection-faults.ts'
import type { NotificationListener } from './database-handle.ts'

const FIRST_RETRY_MS = 100
const LAST_RETRY_MS = 5_000

/** The LISTEN side of one database. */
export class PostgresNotifications {
  readonly #connectionString: string
  readonly #listeners = new ChannelListeners()
  #client: pg.Client | undefined
  #connecting: Promise<pg.Client> | undefined
  #retryTimer: NodeJS.Timeout | undefined
  #retryMs = FIRST_RETRY_MS
  #closed = false

  constructor(connectionString: string) {
    this.#connectionString = connectionString
  }

  /** Starts hearing `channel`; resolves once the server listens. */
  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    if (this.#closed) throw new Error('The database is closed')
    const first = this.#listeners.add(channel, listener)
    try {
      const client = await this.#connected()
      if (first) await client.query(`listen ${quoteIdentifier(channel)}`)
    } catch (error) {
      this.#listeners.remove(channel, listener)
      throw error
    }
    return async () => {
      if (!this.#listeners.remove(channel, listener) || this.#client === undefined) return
      await this.#client.query(`unlisten ${quoteIdentifier(channel)}`).catch(() => undefined)
    }
  }

  /** Stops listening and closes the connection. */
  async close(): Promise<void> {
    this.#closed = true
    clearTimeout(this.#retryTimer)
    const client = this.#client ?? (await this.#connecting?.catch(() => undefined))
    this.#client = undefined
    await client?.end().catch(() => undefined)
  }

  #connected(): Promise<pg.Client> {
    if (this.#client !== undefined) return Promise.resolve(this.#client)
    this.#connecting ??= this.#connect().finally(() => {
      this.#connecting = undefined
    })
    return this.#connecting
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.#connectionString })
    client.on('notification', (message) => this.#listeners.dispatch(message.channel, message.payload ?? ''))
    // Either event means the connection is gone; the first one schedules the reconnect.
    const lost = () => this.#lost(client)
    client.on('error', lost)
    client.on('end', lost)
    await client.connect()
    if (this.#closed) {
      await client.end()
      throw new Error('The database is closed')
    }
    this.#client = client
    return client
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client || this.#closed) return
    this.#client = undefined
    client.end().catch(() => undefined)
    this.#scheduleReconnect()
  }

  #scheduleReconnect(): void {
    clearTimeout(this.#retryTimer)
    this.#retryTimer = setTimeout(() => void this.#reconnect(), this.#retryMs)
    this.#retryTimer.unref()
    this.#retryMs = Math.min(this.#retryMs * 2, LAST_RETRY_MS)
  }

  async #reconnect(): Promise<void> {
    if (this.#closed) return
    try {
      const client = await this.#connected()
      const channels = this.#listeners.channels()
      for (const channel of channels) await client.query(`listen ${quoteIdentifier(channel)}`)
      this.#retryMs = FIRST_RETRY_MS
      for (const channel of channels) this.#listeners.dispatch(channel, undefined)
    } catch (error) {
      if (this.#closed) return
      // An unreachable server is the app's outage, logged once by it (database-outage-log.ts);
      // anything else gets one line per run of failures: the pause grows, but it may last minutes.
      if (this.#retryMs === FIRST_RETRY_MS * 2 && !isConnectionFault(error)) {
        console.error(
          'PostgreSQL notifications: reconnecting failed; trying again until it works',
          error instanceof Error ? error.message : error,
        )
      }
      const broken = this.#client
      this.#client = undefined
      broken?.end().catch(() => undefined)
      this.#scheduleReconnect()
    }
  }
}
