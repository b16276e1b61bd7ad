import type { NotificationListener } from './database-handle.ts'

/**
 * Listeners by channel. A listener that throws is reported and skipped, so one broken subscriber
 * cannot keep the others from hearing a notification.
 */
export class ChannelListeners {
  readonly #byChannel = new Map<string, Set<NotificationListener>>()

  /** Adds `listener`; true when it is the channel's first. */
  add(channel: string, listener: NotificationListener): boolean {
    const listeners = this.#byChannel.get(channel)
    if (listeners !== undefined) {
      listeners.add(listener)
      return false
    }
    this.#byChannel.set(channel, new Set([listener]))
    return true
  }

  /** Removes `listener`; true when the channel has none left. */
  remove(channel: string, listener: NotificationListener): boolean {
    const listeners = this.#byChannel.get(channel)
    if (listeners === undefined) return false
    listeners.delete(listener)
    if (listeners.size > 0) return false
    this.#byChannel.delete(channel)
    return true
  }

  /** The channels that have listeners. */
  channels(): string[] {
    return [...this.#byChannel.keys()]
  }

  /** Calls every listener of `channel` with `payload`. */
  dispatch(channel: string, payload: string | undefined): void {
    for (const listener of [...(this.#byChannel.get(channel) ?? [])]) {
      try {
        listener(payload)
      } catch (error) {
        console.error(`A listener of the "${channel}" notifications failed`, error)
      }
    }
  }
}
