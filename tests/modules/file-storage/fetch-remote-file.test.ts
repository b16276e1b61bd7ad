import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileFromUrl } from '#runtime/modules/file-storage/create-file-from-url.ts'
import { fetchRemoteFile, type FetchRemoteFileOptions } from '#runtime/modules/file-storage/fetch-remote-file.ts'
import { FileRejectedError } from '#runtime/modules/file-storage/file-rejected-error.ts'
import { createLocalFileStorage } from '#runtime/modules/file-storage/local-file-storage.ts'
import { isPermittedAddress } from '#runtime/modules/file-storage/is-permitted-address.ts'
import { RemoteFetchError } from '#runtime/modules/file-storage/remote-fetch-error.ts'
import { type RemoteTestServer, startRemoteTestServer } from './support/remote-test-server.ts'
import { samplePng } from './support/sample-files.ts'

const PNG = samplePng(30, 20)
const limits: FetchRemoteFileOptions = { maxBytes: 64 * 1024, timeoutMs: 5_000 }

async function failure(promise: Promise<unknown>): Promise<RemoteFetchError | FileRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof RemoteFetchError) && !(error instanceof FileRejectedError))
    throw new Error(`Expected a refusal, got ${String(error)}`)
  return error
}

describe('isPermittedAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '::',
    '224.0.0.1',
    '255.255.255.255',
    'ff02::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '::7f00:1',
    '::a00:1',
    '::a9fe:a9fe',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:0:7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b::808:808',
    '2002:a00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2130706433',
    '0x7f.1',
    '0x7f000001',
    '017700000001',
    '127.1',
    '0177.0.0.1',
    '0177.1',
    '0x7f.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::a00:1',
    '2002:c0a8:101::1',
    '100.64.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPermittedAddress(address)).toBe(false)
  })

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111'])(
    'permits the public address %s',
    (address) => {
      expect(isPermittedAddress(address)).toBe(true)
    },
  )

  it('lets an explicit allow-list through, and only what it lists', () => {
    expect(isPermittedAddress('127.0.0.1', ['127.0.0.1'])).toBe(true)
    expect(isPermittedAddress('::ffff:127.0.0.1', ['127.0.0.1'])).toBe(true)
    expect(isPermittedAddress('127.0.0.2', ['127.0.0.1'])).toBe(false)
    expect(isPermittedAddress('10.1.2.3', ['10.0.0.0/8'])).toBe(true)
    expect(isPermittedAddress('::1', ['127.0.0.1'])).toBe(false)
  })
})

describe('fetchRemoteFile', () => {
  let site: RemoteTestServer
  const allowSite: FetchRemoteFileOptions = { ...limits, allowAddresses: ['127.0.0.1'] }

  beforeAll(async () => {
    site = await startRemoteTestServer({
      '/image.png': (_request, response) => response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG),
      '/named': (_request, response) =>
        response
          .writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="logo.png"' })
          .end(PNG),
      '/redirect-to-image': (_request, response) => response.writeHead(302, { location: '/image.png' }).end(),
      '/redirect-to-metadata': (_request, response) =>
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/redirect-to-private': (_request, response) => response.writeHead(301, { location: 'http://10.0.0.7/internal.png' }).end(),
      '/redirect-to-loopback-v6': (_request, response) =>
        response.writeHead(307, { location: `http://[::1]:${site.port}/image.png` }).end(),
      '/redirect-to-mapped': (_request, response) => response.writeHead(308, { location: 'http://[::ffff:169.254.169.254]/' }).end(),
      '/redirect-to-file': (_request, response) => response.writeHead(302, { location: 'file:///etc/passwd' }).end(),
      '/loop': (_request, response) => response.writeHead(302, { location: '/loop' }).end(),
      '/missing': (_request, response) => response.writeHead(404).end(),
      '/big-declared': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 10 * 1024 * 1024 })
        response.write(Buffer.alloc(1024))
      },
      '/big-chunked': (request, response) => {
        // No length: the fetcher has to count, and stop.
        response.writeHead(200, { 'content-type': 'application/octet-stream' })
        let sent = 0
        const timer = setInterval(() => {
          if (sent > 8 * 1024 * 1024 || response.destroyed) {
            clearInterval(timer)
            response.end()
            return
          }
          response.write(Buffer.alloc(16 * 1024))
          sent += 16 * 1024
        }, 1)
        request.on('close', () => clearInterval(timer))
      },
      '/slow': (_request, response) => {
        // Headers and a first byte at once, then nothing: the total time limit must end it.
        response.writeHead(200, { 'content-type': 'image/png' })
        response.write(PNG.subarray(0, 1))
      },
      '/html': (_request, response) =>
        response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>'),
      '/slow-until-close': (_request, response) => {
        // No length and no chunking: the body ends when the connection does. Cut by the time
        // limit, it would look complete.
        response.socket!.write('HTTP/1.1 200 OK\r\ncontent-type: image/png\r\nconnection: close\r\n\r\n')
        response.socket!.write(PNG.subarray(0, 8))
        const timer = setInterval(() => response.socket?.write(PNG.subarray(8, 9)), 50)
        response.socket!.on('close', () => clearInterval(timer))
      },
      '/cut-short': (_request, response) => {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length })
        response.write(PNG.subarray(0, 8))
        setTimeout(() => response.socket?.destroy(), 20)
      },
    })
  })
  afterAll(() => site?.close())

  it('downloads from a server reached only through the explicit allow-list', async () => {
    const file = await fetchRemoteFile(`${site.origin}/image.png`, allowSite)
    expect(file.bytes.equals(PNG)).toBe(true)
    expect(file).toMatchObject({ url: `${site.origin}/image.png`, declaredType: 'image/png', declaredName: 'image.png' })
  })

  it('refuses the very same server without the allow-list, before connecting', async () => {
    const before = site.hits()
    const error = await failure(fetchRemoteFile(`${site.origin}/image.png`, limits))
    expect(error).toMatchObject({
      reason: 'forbidden-address',
      statusCode: 400,
      message: 'The URL points to a private, local or reserved network address',
    })
    expect(site.hits()).toBe(before)
  })

  it.each([
    'http://127.0.0.1/',
    'http://127.0.0.1:9/x.png',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://10.200.3.4:8080/a.png',
    'http://172.16.0.1/',
    'http://172.20.10.10/',
    'http://192.168.1.1/router.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://017700000001/',
    'http://0177.0.0.1/',
    'http://0177.1/',
    'http://127.1/',
    'http://127.000.000.001/',
    'http://0x7f.0x0.0x0.0x1/',
    'http://%31%32%37.0.0.1/',
    'http://127.0.0.1./',
    'http://[::7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[::a9fe:a9fe]/latest/meta-data/',
    'http://[64:ff9b::a00:1]/',
    'http://[2002:a00:1::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[64:ff9b:1::a00:1]/',
    'http://[2002:7f00:1::1]/',
    'http://[2002:c0a8:101::1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
  ])('refuses %s without connecting anywhere', async (url) => {
    // Every one of these is refused on its literal address, so no packet leaves for it.
    const error = await failure(fetchRemoteFile(url, limits))
    expect(error).toBeInstanceOf(RemoteFetchError)
    expect(error).toMatchObject({ reason: 'forbidden-address', statusCode: 400 })
  })

  it('refuses a host name that resolves to loopback (system resolver: localhost)', async () => {
    const error = await failure(fetchRemoteFile(`http://localhost:${site.port}/image.png`, limits))
    expect(error).toMatchObject({ reason: 'forbidden-address' })
  })

  it('refuses a host name when any of its addresses is private', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 as const },
      { address: '10.0.0.5', family: 4 as const },
    ]
    const error = await failure(fetchRemoteFile('http://mixed.example.test/a.png', { ...limits, resolve }))
    expect(error).toMatchObject({ reason: 'forbidden-address', address: '10.0.0.5' })
  })

  it('connects to the address it checked, not to a second DNS answer (no rebinding)', async () => {
    // A resolver that would answer with a private address the second time: it is asked only once
    // per connection, and the connection uses that first, checked answer.
    const answers = ['127.0.0.1', '10.9.9.9']
    let asked = 0
    const resolve = async () => [{ address: answers[Math.min(asked++, 1)]!, family: 4 as const }]
    const file = await fetchRemoteFile(`http://rebind.example.test:${site.port}/image.png`, { ...allowSite, resolve })
    expect(file.bytes.equals(PNG)).toBe(true)
    expect(asked).toBe(1)
  })

  it('follows a redirect it may follow', async () => {
    const file = await fetchRemoteFile(`${site.origin}/redirect-to-image`, allowSite)
    expect(file).toMatchObject({ url: `${site.origin}/image.png` })
    expect(file.bytes.equals(PNG)).toBe(true)
  })

  it.each(['/redirect-to-metadata', '/redirect-to-private', '/redirect-to-loopback-v6', '/redirect-to-mapped'])(
    'refuses a redirect to a private address (%s)',
    async (route) => {
      const error = await failure(fetchRemoteFile(`${site.origin}${route}`, allowSite))
      expect(error).toMatchObject({ reason: 'forbidden-address', statusCode: 400 })
    },
  )

  it('refuses a redirect to another scheme, a redirect loop and an error status', async () => {
    expect(await failure(fetchRemoteFile(`${site.origin}/redirect-to-file`, allowSite))).toMatchObject({
      reason: 'invalid-url',
      message: 'Only http and https URLs can be fetched',
    })
    expect(await failure(fetchRemoteFile(`${site.origin}/loop`, { ...allowSite, maxRedirects: 3 }))).toMatchObject({
      reason: 'too-many-redirects',
      message: 'The URL redirected more than 3 times',
    })
    expect(await failure(fetchRemoteFile(`${site.origin}/missing`, allowSite))).toMatchObject({
      reason: 'http-status',
      message: 'The URL answered with HTTP 404',
    })
  })

  it.each(['ftp://example.com/a.png', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'http://user:secret@example.com/a.png'])(
    'refuses the URL %s',
    async (url) => {
      expect(await failure(fetchRemoteFile(url, limits))).toMatchObject({ reason: 'invalid-url', statusCode: 400 })
    },
  )

  it('refuses a body whose declared length is over the limit without reading it', async () => {
    const error = await failure(fetchRemoteFile(`${site.origin}/big-declared`, allowSite))
    expect(error).toMatchObject({ reason: 'too-large', statusCode: 413, message: 'The file is larger than the limit of 64 KiB' })
  })

  it('stops reading an undeclared body as soon as it passes the limit', async () => {
    const error = await failure(fetchRemoteFile(`${site.origin}/big-chunked`, allowSite))
    expect(error).toMatchObject({ reason: 'too-large', statusCode: 413 })
  })

  it('gives up when the whole exchange takes longer than the time limit', async () => {
    const started = Date.now()
    const error = await failure(fetchRemoteFile(`${site.origin}/slow`, { ...allowSite, timeoutMs: 300 }))
    expect(error).toMatchObject({ reason: 'timeout', statusCode: 400, message: 'The URL did not answer in full within 0.3 s' })
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("refuses a body cut off by the time limit, even where the connection's end is the body's end", async () => {
    const error = await failure(fetchRemoteFile(`${site.origin}/slow-until-close`, { ...allowSite, timeoutMs: 300 }))
    expect(error).toMatchObject({ reason: 'timeout', statusCode: 400, message: 'The URL did not answer in full within 0.3 s' })
  })

  it('refuses a body whose connection closed before its declared length arrived', async () => {
    const error = await failure(fetchRemoteFile(`${site.origin}/cut-short`, allowSite))
    expect(error).toMatchObject({
      reason: 'unreachable',
      statusCode: 400,
      message: "The URL's connection closed before the whole file arrived",
    })
  })

  it('reports a host that cannot be reached', async () => {
    const resolve = async () => [] as const
    expect(await failure(fetchRemoteFile('http://nowhere.example.test/', { ...limits, resolve }))).toMatchObject({ reason: 'unreachable' })
  })
})

describe('createFileFromUrl', () => {
  let site: RemoteTestServer
  let root: string

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tessera-from-url-'))
    site = await startRemoteTestServer({
      '/named': (_request, response) =>
        response
          .writeHead(200, { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="logo.png"' })
          .end(PNG),
      '/html': (_request, response) =>
        response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>'),
    })
  })
  afterAll(async () => {
    await site?.close()
    await rm(root, { recursive: true, force: true })
  })

  it('stores the fetched bytes under a generated key with the sniffed type', async () => {
    const storage = createLocalFileStorage({ root })
    const stored = await createFileFromUrl(storage, `${site.origin}/named`, { ...limits, allowAddresses: ['127.0.0.1'] })
    expect(stored.key).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(stored.fields).toEqual({
      file: `/public/${stored.key}`,
      width: 30,
      height: 20,
      size: PNG.length,
      extension: 'png',
      mimeType: 'image/png',
    })
    expect(stored.sourceUrl).toBe(`${site.origin}/named`)
    expect(await storage.exists(stored.key)).toBe(true)
  })

  it('refuses markup that the remote server calls an image', async () => {
    const storage = createLocalFileStorage({ root })
    const error = await failure(createFileFromUrl(storage, `${site.origin}/html`, { ...limits, allowAddresses: ['127.0.0.1'] }))
    expect(error).toMatchObject({ reason: 'not-an-image', statusCode: 415 })
  })
})
