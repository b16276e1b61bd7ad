import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { copyDemoFiles } from '#runtime/seed/copy-demo-files.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'

describe('copyDemoFiles', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tessera-seed-files-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('copies every image a demo file record names into the public files area, once, never overwriting', async () => {
    const named = demoSeed.filter((record) => record.entity === 'file-storage/files').map((record) => String(record.values.file))
    expect(await copyDemoFiles(demoFilesDirectory, dataDir)).toBe(named.length)
    const target = path.join(dataDir, 'files', 'demo')
    expect((await readdir(target)).map((name) => `demo/${name}`).sort()).toEqual([...named].sort())

    await writeFile(path.join(target, 'hero.svg'), 'changed by an admin')
    expect(await copyDemoFiles(demoFilesDirectory, dataDir)).toBe(0)
    expect(await readFile(path.join(target, 'hero.svg'), 'utf8')).toBe('changed by an admin')
  })

  it('does nothing for an in-memory database', async () => {
    expect(await copyDemoFiles(demoFilesDirectory, IN_MEMORY_DATA_DIR)).toBe(0)
  })
})
