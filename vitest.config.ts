import { configDefaults, defineConfig } from 'vitest/config'
import { modulesLeftOut } from './generated/modules/site-modules.gen.ts'

/**
 * Tests run in Node against real databases. Forks (not threads) because PGlite's WASM heap is large
 * and isolated processes release it reliably; two workers fit the 2-core CI machines. Hooks get
 * more time than tests because they start databases, and PGlite's first start (initdb) is slow on a
 * busy machine. Each run writes its scratch files into its own temporary directory, removed at the
 * end (tests/support/scratch-tmpdir.ts). The tests of a module the site leaves out are not run
 * (generated/modules/site-modules.gen.ts): `tests/modules/<module>/` and its journeys
 * `tests/e2e/<module>-*.test.ts`.
 *
 * Test files of one worker share its module graph (`isolate: false`): importing the application
 * afresh for every file cost about a quarter of the workers' time (vitest's "import" 208 s of a
 * 751 s run, 19 s without). A test file must therefore leave no state behind it (close its apps,
 * servers and databases, restore what it changes); a test that needs modules fresh imports them
 * after `vi.resetModules()`.
 */
/**
 * What `npm run test:fast` leaves out: the browser journeys (they need the web build and Chromium),
 * the scratch-copy products, and the tests that start processes of their own (servers, CLIs).
 */
const needsBuildBrowserOrProcesses = [
  'tests/e2e/**',
  'tests/scratch/**',
  '**/*-processes.test.ts',
  'tests/modules/ecommerce/order-hooks-crash.test.ts',
  'tests/modules/rbac/admin-bootstrap.test.ts',
  'tests/server/server-build.test.ts',
  'tests/server/hashed-build.test.ts',
  'tests/server/supervised-start.test.ts',
  'tests/runtime/cli-exit.test.ts',
]
const fastLane = process.env.TEST_LANE === 'fast'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(fastLane ? needsBuildBrowserOrProcesses : []),
      ...modulesLeftOut.flatMap((module) => [`tests/modules/${module}/**`, `tests/e2e/${module}-*.test.ts`]),
    ],
    globalSetup: ['tests/support/scratch-tmpdir.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
