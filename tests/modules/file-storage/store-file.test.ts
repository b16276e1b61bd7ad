import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FileRejectedError } from '#runtime/modules/file-storage/file-rejected-error.ts'
import { createLocalFileStorage } from '#runtime/modules/file-storage/local-file-storage.ts'
import { storeFile } from '#runtime/modules/file-storage/store-file.ts'
import { readAll } from './support/read-all.ts'
import { SAMPLE_PDF, samplePng } from './support/sample-files.ts'

describe('storeFile', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tessera-store-file-'))
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('stores a streamed upload under a generated name and returns the record fields', async () => {
    const storage = createLocalFileStorage({ root })
    const png = samplePng(64, 48)
    const stored = await storeFile(storage, Readable.from([png.subarray(0, 10), png.subarray(10)]), {
      maxBytes: 1024 * 1024,
      declaredName: '../../etc/passwd.png',
      declaredType: 'image/png',
    })
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(stored.fields).toEqual({
      file: `/public/${stored.key}`,
      width: 64,
      height: 48,
      size: png.length,
      extension: 'png',
      mimeType: 'image/png',
    })
    expect(await readdir(root)).toEqual([stored.key])
    const object = await storage.get(stored.key)
    expect(object?.contentType).toBe('image/png')
    expect((await readAll(object!.body)).equals(png)).toBe(true)
  })

  it('stores nothing when the file is refused', async () => {
    const storage = createLocalFileStorage({ root })
    await expect(storeFile(storage, SAMPLE_PDF, { maxBytes: 1024, requireImage: true })).rejects.toBeInstanceOf(FileRejectedError)
    await expect(storeFile(storage, Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), { maxBytes: 1024 })).rejects.toMatchObject({
      reason: 'too-large',
    })
    expect(await readdir(root)).toEqual([])
  })
})
