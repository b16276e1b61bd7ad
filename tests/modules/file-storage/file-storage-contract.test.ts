import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileStorage } from '#runtime/modules/file-storage/create-file-storage.ts'
import { generateFileKey, InvalidFileKeyError } from '#runtime/modules/file-storage/file-key.ts'
import { type FileStorage, RangeNotSatisfiableError } from '#runtime/modules/file-storage/file-storage.ts'
import { createLocalFileStorage } from '#runtime/modules/file-storage/local-file-storage.ts'
import { createS3FileStorage } from '#runtime/modules/file-storage/s3-file-storage.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { readAll } from './support/read-all.ts'
import { type S3TestServer, startS3TestServer } from './support/s3-test-server.ts'

interface Backend {
  readonly storage: FileStorage
  close(): Promise<void>
}

const backends: Record<'local' | 's3', () => Promise<Backend>> = {
  async local() {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tessera-local-storage-'))
    return { storage: createLocalFileStorage({ root }), close: () => rm(root, { recursive: true, force: true }) }
  },
  async s3() {
    const server: S3TestServer = await startS3TestServer()
    const storage = createS3FileStorage(server.config)
    return {
      storage,
      async close() {
        storage.close()
        await server.close()
      },
    }
  },
}

// One contract, both backends: code above the interface must not be able to tell them apart.
describe.each(Object.keys(backends) as (keyof typeof backends)[])('file storage contract (%s)', (kind) => {
  let backend: Backend
  let storage: FileStorage

  beforeAll(async () => {
    backend = await backends[kind]()
    storage = backend.storage
  })
  afterAll(() => backend?.close())

  it('stores bytes and reads them back with size and type', async () => {
    const key = generateFileKey('png')
    const bytes = Buffer.from('not really a png, but the storage does not look')
    const info = await storage.put(key, bytes, 'image/png')
    expect(info).toMatchObject({ key, size: bytes.length, contentType: 'image/png' })
    expect(await storage.exists(key)).toBe(true)
    const object = await storage.get(key)
    expect(object).toMatchObject({ key, size: bytes.length, contentType: 'image/png', range: undefined })
    expect(object?.etag).toBeTruthy()
    expect(object?.lastModified).toBeInstanceOf(Date)
    expect(await readAll(object!.body)).toEqual(bytes)
  })

  it('stores a stream of unknown length, larger than one multipart part', async () => {
    const key = generateFileKey('bin')
    const chunk = Buffer.alloc(1024 * 1024, 7)
    chunk[0] = 1
    // 6 MiB in 1 MiB chunks with no declared length: S3 has to take it as a multipart upload.
    const info = await storage.put(key, Readable.from(Array.from({ length: 6 }, () => chunk)), 'application/octet-stream')
    expect(info.size).toBe(6 * chunk.length)
    const back = await readAll((await storage.get(key))!.body)
    expect(back.length).toBe(6 * chunk.length)
    expect(back[5 * chunk.length]).toBe(1)
    expect(back.equals(Buffer.concat(Array.from({ length: 6 }, () => chunk)))).toBe(true)
  })

  it('replaces an object put twice under one key', async () => {
    const key = generateFileKey('txt')
    await storage.put(key, Buffer.from('first version'), 'text/plain')
    await storage.put(key, Buffer.from('second'), 'text/plain')
    expect((await readAll((await storage.get(key))!.body)).toString()).toBe('second')
    expect((await storage.stat(key))?.size).toBe(6)
  })

  it('serves byte ranges, clamped to the object, and refuses one past its end', async () => {
    const key = generateFileKey('txt')
    await storage.put(key, Buffer.from('0123456789'), 'text/plain')
    const middle = await storage.get(key, { range: { start: 2, end: 5 } })
    expect(middle).toMatchObject({ size: 10, range: { start: 2, end: 5 } })
    expect((await readAll(middle!.body)).toString()).toBe('2345')
    const tail = await storage.get(key, { range: { start: 7 } })
    expect(tail?.range).toEqual({ start: 7, end: 9 })
    expect((await readAll(tail!.body)).toString()).toBe('789')
    const clamped = await storage.get(key, { range: { start: 8, end: 500 } })
    expect((await readAll(clamped!.body)).toString()).toBe('89')
    await expect(storage.get(key, { range: { start: 10 } })).rejects.toBeInstanceOf(RangeNotSatisfiableError)
  })

  it('answers undefined for a missing key and deletes idempotently', async () => {
    const key = generateFileKey('txt')
    expect(await storage.get(key)).toBeUndefined()
    expect(await storage.get(key, { range: { start: 0 } })).toBeUndefined()
    expect(await storage.stat(key)).toBeUndefined()
    expect(await storage.exists(key)).toBe(false)
    await storage.put(key, Buffer.from('x'), 'text/plain')
    await storage.delete(key)
    expect(await storage.exists(key)).toBe(false)
    await expect(storage.delete(key)).resolves.toBeUndefined()
  })

  it('keeps readable seed names and short folders as keys', async () => {
    await storage.put('seed/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')
    expect(await storage.stat('seed/logo.svg')).toMatchObject({ size: 41, contentType: 'image/svg+xml' })
    expect(storage.publicUrl('seed/logo.svg')).toBe('/public/seed/logo.svg')
  })

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    '.hidden',
    'a/.partial-x',
    'a\\b.txt',
    'C:file.txt',
    '',
    'a//b',
    'name with space.txt',
    'a/b/c/d/e.txt',
    '%2e%2e/x',
  ])('refuses the key %j on every call', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidFileKeyError)
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidFileKeyError)
    await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidFileKeyError)
    await expect(storage.exists(key)).rejects.toBeInstanceOf(InvalidFileKeyError)
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidFileKeyError)
    expect(() => storage.publicUrl(key)).toThrow(InvalidFileKeyError)
  })

  it('generates unique keys that keep only a safe extension', () => {
    const keys = new Set(Array.from({ length: 100 }, () => generateFileKey('png')))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(generateFileKey('php/../x')).toMatch(/^[0-9a-f-]{36}$/)
    expect(generateFileKey(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('local file storage', () => {
  it('leaves no temporary file behind when a stream fails mid-write', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tessera-local-storage-'))
    try {
      const storage = createLocalFileStorage({ root })
      const failing = new Readable({
        read() {
          this.push(Buffer.from('some bytes'))
          this.destroy(new Error('client went away'))
        },
      })
      await expect(storage.put('broken.bin', failing, 'application/octet-stream')).rejects.toThrow('client went away')
      expect(await readdir(root)).toEqual([])
      expect(await storage.exists('broken.bin')).toBe(false)
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

describe('S3 file storage', () => {
  it('points public URLs at S3_PUBLIC_URL when it is set', () => {
    const storage = createS3FileStorage({
      bucket: 'b-bucket',
      endpoint: 'http://127.0.0.1:1',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/files',
    })
    expect(storage.publicUrl('a.png')).toBe('https://cdn.example/files/a.png')
    storage.close()
  })

  it('fails loudly with an unknown access key instead of reporting a missing file', async () => {
    const server = await startS3TestServer()
    const storage = createS3FileStorage({ ...server.config, accessKeyId: 'UNKNOWN', secretAccessKey: 'wrong' })
    try {
      await expect(storage.put('a.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow()
      await expect(storage.get('a.txt')).rejects.toThrow()
    } finally {
      storage.close()
      await server.close()
    }
  })
})

describe('createFileStorage', () => {
  it('stores on local disk by default and in the bucket when S3_BUCKET is set', async () => {
    const local = createFileStorage(createTestConfig())
    expect(local.kind).toBe('local')
    local.close()
    const server = await startS3TestServer()
    try {
      const { config } = server
      const s3 = createFileStorage(
        createTestConfig({
          S3_BUCKET: config.bucket,
          S3_ENDPOINT: config.endpoint!,
          S3_ACCESS_KEY_ID: config.accessKeyId!,
          S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
          S3_FORCE_PATH_STYLE: 'true',
        }),
      )
      expect(s3.kind).toBe('s3')
      await s3.put('configured.txt', Buffer.from('via config'), 'text/plain')
      expect((await readAll((await s3.get('configured.txt'))!.body)).toString()).toBe('via config')
      s3.close()
    } finally {
      await server.close()
    }
  })
})
