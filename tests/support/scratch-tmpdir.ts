/**
 * Vitest global setup: every test run gets its own temporary directory, and it is removed when the
 * run ends. Tests (and the servers, databases and browsers they start) create their scratch files
 * with `os.tmpdir()`, which reads TMPDIR; forked workers inherit it. A test that forgets to clean up
 * after itself no longer leaves files in /tmp.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tessera-test-run-'))
  // As open as /tmp itself: a throwaway PostgreSQL cluster runs as the postgres user inside it.
  await chmod(root, 0o1777)
  const previous = process.env.TMPDIR
  process.env.TMPDIR = root
  return async () => {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
    await rm(root, { recursive: true, force: true })
  }
}
