/** What the bench and its server children say to each other over the IPC channel. */

/** Sent by a server once it listens. */
export interface ListeningMessage {
  readonly kind: 'listening'
  readonly port: number
}

/** Sent by the bench: stop serving and exit. */
export interface StopMessage {
  readonly kind: 'stop'
}

/** Sent by the bench: start sampling CPU, or stop and write the profile to `file`. */
export interface ProfileMessage {
  readonly kind: 'profile-start' | 'profile-stop'
  readonly file?: string
}

/** Sent by a server when a profile request is done (`error` when it failed). */
export interface ProfileDoneMessage {
  readonly kind: 'profile-done'
  readonly error?: string
}

/** Sent by the bench: how much React rendering the server did so far (web/app/render-timing.ts). */
export interface RenderTimeRequest {
  readonly kind: 'render-time'
}

/** The server's answer: pages rendered and the CPU µs of their `renderToString`, since it started. */
export interface RenderTimeMessage {
  readonly kind: 'render-time'
  readonly calls: number
  readonly cpuMicros: number
}

/** Anything the bench sends a server. */
export type ToServerMessage = StopMessage | ProfileMessage | RenderTimeRequest

/** Anything a server sends the bench. */
export type FromServerMessage = ListeningMessage | ProfileDoneMessage | RenderTimeMessage
