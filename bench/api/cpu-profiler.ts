/**
 * In-process CPU sampling for a bench server, started and stopped by the bench around the measured
 * rounds of one case, so a profile holds those requests and nothing of start-up or warm-up.
 */
import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'

// 250 µs resolves stages of a request that costs well under a millisecond.
const SAMPLING_INTERVAL_US = 250

/** Starts and stops the V8 sampling profiler of this process. */
export class CpuProfiler {
  #session: Session | undefined
  #running = false

  /** Starts sampling (a no-op while already sampling). */
  async start(): Promise<void> {
    if (this.#running) return
    if (this.#session === undefined) {
      this.#session = new Session()
      this.#session.connect()
      await this.#session.post('Profiler.enable')
      await this.#session.post('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
    }
    await this.#session.post('Profiler.start')
    this.#running = true
  }

  /** Stops sampling and writes the profile as a `.cpuprofile` file (JSON, as --cpu-prof writes). */
  async stop(file: string): Promise<void> {
    if (this.#session === undefined || !this.#running) throw new Error('The CPU profiler is not running')
    const { profile } = await this.#session.post('Profiler.stop')
    this.#running = false
    await writeFile(file, JSON.stringify(profile))
  }
}
