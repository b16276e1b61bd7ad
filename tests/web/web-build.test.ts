import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashWebInputs, WEB_BUILD_INPUTS } from '#web/server/web-build.ts'

describe('the web build hash', () => {
  let root: string

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tessera-web-inputs-'))
    await mkdir(path.join(root, 'web', 'site'), { recursive: true })
    await mkdir(path.join(root, 'contract', 'routes', 'host'), { recursive: true })
    await writeFile(path.join(root, 'web', 'site', 'page.tsx'), 'export const a = 1\n')
    await writeFile(path.join(root, 'contract', 'routes', 'host', 'resolved-page.ts'), 'export type A = 1\n')
    await writeFile(path.join(root, 'package-lock.json'), '{}\n')
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('covers the site, the page contract, the vite config and the lockfile', () => {
    for (const input of ['web', 'contract', 'vite.config.ts', 'package-lock.json']) expect(WEB_BUILD_INPUTS).toContain(input)
  })

  it('is stable, and changes with any input file and only with inputs', async () => {
    const first = await hashWebInputs(root)
    expect(await hashWebInputs(root)).toBe(first)

    await writeFile(path.join(root, 'README.md'), 'not an input\n')
    await mkdir(path.join(root, 'runtime', 'modules', 'rbac'), { recursive: true })
    await writeFile(path.join(root, 'runtime', 'modules', 'rbac', 'other.ts'), 'export {}\n')
    expect(await hashWebInputs(root)).toBe(first)

    await writeFile(path.join(root, 'web', 'site', 'page.tsx'), 'export const a = 2\n')
    const changed = await hashWebInputs(root)
    expect(changed).not.toBe(first)

    await writeFile(path.join(root, 'web', 'site', 'page.tsx'), 'export const a = 1\n')
    expect(await hashWebInputs(root)).toBe(first)
    await writeFile(path.join(root, 'contract', 'routes', 'host', 'resolved-page.ts'), 'export type A = 2\n')
    expect(await hashWebInputs(root)).not.toBe(first)
  })
})
