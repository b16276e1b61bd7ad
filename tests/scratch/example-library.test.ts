/**
 * The second product in the repository (issue #25): examples/library made into a scratch copy by
 * examples/make-product.ts, as its README says. The copy generates its own first migration, passes
 * `generate --check`, and type-checks with `tsconfig.product.json` (the repository's options over
 * schema, seed, generator, generated, migrations, runtime and web: Tessera's own tests/ and bench/
 * exercise the demo, so they are left out). Then it is started as a user starts it (`npm start` on a
 * fresh DATA_DIR in the copy) and probed: books created, listed and filtered as the demo admin, the
 * loans' owner policy, OpenAPI, `/` showing the shelf's titles, and the admin in Chromium.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeProduct } from '../../examples/make-product.ts'
import { launchBrowser } from '../e2e/support/browser.ts'
import { registerVerified } from '../e2e/support/register-account.ts'

const run = promisify(execFile)
const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

describe.skipIf(onPostgres)('examples/library as a product of its own', () => {
  let copy: string
  let server: ChildProcess | undefined
  let output = ''
  let url: string
  let admin: { email: string; password: string }

  beforeAll(async () => {
    copy = path.join(await mkdtemp(path.join(os.tmpdir(), 'tessera-library-')), 'site')
    await makeProduct('library', copy)
  }, 120_000)

  afterAll(async () => {
    if (server !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    if (copy) await rm(path.dirname(copy), { recursive: true, force: true })
  })

  const npm = (...args: string[]) => run('npm', ['run', '-s', ...args], { cwd: copy, maxBuffer: 64 * 1024 * 1024 })

  it('generates its first migration, passes --check and type-checks', async () => {
    const generated = await npm('generate', '--', '--migration', 'initial')
    expect(generated.stdout).toMatch(/createTable library_books\n/)
    expect(generated.stdout).not.toMatch(/ecommerce_|social_|blog_/)
    expect((await npm('generate', '--', '--check')).stdout).toMatch(/up to date/)
    await run('npx', ['tsc', '-p', 'tsconfig.product.json', '--noEmit'], { cwd: copy, maxBuffer: 16 * 1024 * 1024 })
  }, 300_000)

  it('starts with npm start and loads its seed', async () => {
    const { DATABASE_URL: _ignored, ...env } = process.env
    server = spawn('npm', ['start'], {
      cwd: copy,
      env: { ...env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(copy, '.data'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    for (const deadline = Date.now() + 240_000; !/Demo admin: \S+ \/ \S+/.test(output); ) {
      if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The product did not start:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    url = /serving on (http:\/\/\S+) /.exec(output)![1]!
    const [, email, password] = /Demo admin: (\S+) \/ (\S+)/.exec(output)!
    admin = { email: email!, password: password! }
  }, 300_000)

  const signIn = async (login: string, password: string) => {
    const reply = await fetch(`${url}/api/rbac/subjects/authentication/email-and-password/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password }),
    })
    expect(reply.status).toBe(200)
    return { authorization: `Bearer ${((await reply.json()) as { data: { jwt: string } }).data.jwt}`, 'content-type': 'application/json' }
  }

  it('serves its API: books as the admin, loans by their owner only, OpenAPI', async () => {
    const asAdmin = await signIn(admin.email, admin.password)
    const created = await fetch(`${url}/api/library/books`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({
        data: { title: { en: 'Solaris', ru: 'Солярис' }, isbn: '978-0-15-602760-1', originalLanguage: 'other', copies: 2 },
      }),
    })
    expect(created.status).toBe(201)
    const book = ((await created.json()) as { data: { id: string } }).data
    const filter = 'filters[and][0][column]=originalLanguage&filters[and][0][method]=eq&filters[and][0][value]=other'
    const listed = (await (await fetch(`${url}/api/library/books?${filter}`)).json()) as { data: { title: { en: string } }[] }
    expect(listed.data.map((row) => row.title.en)).toEqual(['Solaris'])
    const all = (await (await fetch(`${url}/api/library/books?limit=100`)).json()) as { data: unknown[] }
    expect(all.data).toHaveLength(6)
    const badIsbn = await fetch(`${url}/api/library/books`, {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ data: { isbn: 'not an isbn' } }),
    })
    expect(badIsbn.status).toBe(400)

    const readers: Record<string, string>[] = []
    for (const name of ['ann', 'bob']) {
      const login = `${name}-${Date.now()}@example.com`
      await registerVerified({ url, dataDir: path.join(copy, '.data') }, login)
      readers.push(await signIn(login, 'correct horse battery'))
    }
    const [ann, bob] = readers as [Record<string, string>, Record<string, string>]
    const borrowed = await fetch(`${url}/api/library/loans`, {
      method: 'POST',
      headers: ann,
      body: JSON.stringify({ data: { bookId: book.id, dueOn: '2030-01-31' } }),
    })
    expect(borrowed.status).toBe(201)
    const loan = ((await borrowed.json()) as { data: { id: string } }).data
    expect(((await (await fetch(`${url}/api/library/loans`, { headers: ann })).json()) as { data: unknown[] }).data).toHaveLength(1)
    expect(((await (await fetch(`${url}/api/library/loans`, { headers: bob })).json()) as { data: unknown[] }).data).toHaveLength(0)
    expect((await fetch(`${url}/api/library/loans/${loan.id}`, { headers: bob })).status).toBe(404)
    expect(
      (await fetch(`${url}/api/library/loans/${loan.id}`, { method: 'DELETE', headers: { authorization: bob.authorization! } })).status,
    ).toBe(404)
    expect((await fetch(`${url}/api/library/loans`)).status).toBe(401)

    const openapi = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/library/books', '/api/library/books/{id}', '/api/library/loans', '/api/library/authors']),
    )
    expect(Object.keys(openapi.paths).filter((route) => /^\/api\/(ecommerce|social|blog|billing|crm)\//.test(route))).toEqual([])
  }, 60_000)

  it('renders the shelf on / and its Russian titles on /ru', async () => {
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    const html = await home.text()
    for (const title of ['On the shelf', 'War and Peace', 'A Wizard of Earthsea', 'Roadside Picnic', 'Staff picks'])
      expect(html).toContain(title)
    expect(await (await fetch(`${url}/ru`)).text()).toContain('Пикник на обочине')
  })

  it('serves the admin, whose models include the library, and shows the books table after signing in', async () => {
    const page = await fetch(`${url}/admin`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    const browser = await launchBrowser()
    try {
      const tab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
      await tab.goto(`${url}/admin`)
      await tab.getByLabel('Email').fill(admin.email)
      await tab.getByLabel('Password').fill(admin.password)
      await tab.getByRole('button', { name: 'Login' }).click()
      await tab.getByRole('heading', { name: 'Models' }).waitFor()
      // Models are listed by their labels (the example's schema has none, so names: "Books"); their links name the key.
      const models = await tab
        .locator('a[href*="/admin/"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname.replace(/^.*\/admin\//, '')))
      expect(models).toEqual(expect.arrayContaining(['library/authors', 'library/books', 'library/loans', 'library/widgets']))
      expect(models.filter((model) => /^(ecommerce|social|blog)\//.test(model))).toEqual([])
      await tab.locator('a[href$="/admin/library/books"]').click()
      await tab.getByRole('row', { name: /Roadside Picnic/ }).waitFor()
      if (process.env.EXAMPLE_SCREENSHOTS !== undefined)
        await tab.screenshot({ path: path.join(process.env.EXAMPLE_SCREENSHOTS, 'library-admin-books-1280.png'), fullPage: true })
    } finally {
      await browser.close()
    }
  }, 60_000)
})
