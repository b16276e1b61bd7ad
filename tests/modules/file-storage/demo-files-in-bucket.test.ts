/**
 * The demo's files go to the S3 bucket when one is configured, since /public/ then serves from it:
 * each file once, never overwriting what is there.
 */
import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { createS3FileStorage } from '#runtime/modules/file-storage/s3-file-storage.ts'
import { copyDemoFiles } from '#runtime/seed/copy-demo-files.ts'
import { demoFilesDirectory } from '../../../seed/demo/index.ts'
import { readAll } from './support/read-all.ts'
import { type S3TestServer, startS3TestServer } from './support/s3-test-server.ts'

describe('demo files in an S3 bucket', () => {
  let server: S3TestServer
  let bucket: ReturnType<typeof createS3FileStorage>

  beforeAll(async () => {
    server = await startS3TestServer()
    bucket = createS3FileStorage(server.config)
  })

  afterAll(async () => {
    bucket?.close()
    await server?.close()
  })

  it('puts each demo file under demo/ once, with its type, keeping objects already there', async () => {
    const names = (await readdir(fileURLToPath(demoFilesDirectory), { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
    await bucket.put('demo/hero.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')
    expect(await copyDemoFiles(demoFilesDirectory, IN_MEMORY_DATA_DIR, bucket)).toBe(names.length - 1)
    for (const name of names) expect(await bucket.exists(`demo/${name}`), name).toBe(true)
    const hero = await bucket.get('demo/hero.svg')
    expect((await readAll(hero!.body)).toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
    expect(
      (await bucket.stat(`demo/${names.find((name) => name.endsWith('.svg') && name !== 'hero.svg') ?? names[0]}`))?.contentType,
    ).toMatch(/^image\//)
    expect(await copyDemoFiles(demoFilesDirectory, IN_MEMORY_DATA_DIR, bucket)).toBe(0)
  })
})
