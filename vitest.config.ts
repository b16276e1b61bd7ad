import { defineConfig } from 'vitest/config'

/**
 * Tests run in Node against real databases. Forks (not threads) because PGlite's WASM heap is large
 * and isolated processes release it reliably; two workers fit the 2-core CI machines. Hooks get
 * more time than tests because they start databases, and PGlite's first start (initdb) is slow on a
 * busy machine. Each run writes its scratch files into its own temporary directory, removed at the
 * end (tests/support/scratch-tmpdir.ts).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/scratch-tmpdir.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
