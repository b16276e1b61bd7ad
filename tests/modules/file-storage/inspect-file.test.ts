import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { HttpError } from '#runtime/errors/http-error.ts'
import { FileRejectedError } from '#runtime/modules/file-storage/file-rejected-error.ts'
import { inspectFile } from '#runtime/modules/file-storage/inspect-file.ts'
import { readLimited } from '#runtime/modules/file-storage/read-limited.ts'
import { SAMPLE_EXE, SAMPLE_GIF, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_SVG, samplePng } from './support/sample-files.ts'

const limits = { maxBytes: 1024 * 1024 }

async function rejection(promise: Promise<unknown>): Promise<FileRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(FileRejectedError)
  return error as FileRejectedError
}

describe('inspectFile', () => {
  it('sniffs images from their bytes and measures them', async () => {
    const png = samplePng(37, 19)
    expect(await inspectFile(png, limits)).toEqual({ mimeType: 'image/png', extension: 'png', size: png.length, width: 37, height: 19 })
    expect(await inspectFile(SAMPLE_GIF, limits)).toMatchObject({ mimeType: 'image/gif', extension: 'gif', width: 1, height: 1 })
    expect(await inspectFile(SAMPLE_JPEG, limits)).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg', width: 1, height: 1 })
  })

  it('recognises an SVG by its root element and reads its declared size', async () => {
    expect(await inspectFile(SAMPLE_SVG, limits)).toMatchObject({ mimeType: 'image/svg+xml', extension: 'svg', width: 120, height: 40 })
    const viewBoxOnly = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150"></svg>')
    expect(await inspectFile(viewBoxOnly, limits)).toMatchObject({ extension: 'svg', width: 300, height: 150 })
    const sizeless = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>')
    expect(await inspectFile(sizeless, limits)).toMatchObject({ extension: 'svg', width: null, height: null })
  })

  it('ignores what the client says the type is', async () => {
    // A PNG named and declared as a PDF is still a PNG, stored as .png.
    expect(await inspectFile(samplePng(2, 2), { ...limits, declaredType: 'application/pdf', declaredName: 'report.pdf' })).toMatchObject({
      mimeType: 'image/png',
      extension: 'png',
    })
    expect(await inspectFile(SAMPLE_PDF, { ...limits, declaredType: 'text/plain' })).toMatchObject({
      mimeType: 'application/pdf',
      extension: 'pdf',
      width: null,
      height: null,
    })
  })

  it('stores markup sent as HTML as plain text, never as a page', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>')
    expect(await inspectFile(html, { ...limits, declaredType: 'text/html', declaredName: 'x.html' })).toMatchObject({
      mimeType: 'text/plain',
      extension: 'txt',
    })
    expect(await inspectFile(Buffer.from('a,b\n1,2\n'), { ...limits, declaredName: 'table.csv' })).toMatchObject({
      mimeType: 'text/csv',
      extension: 'csv',
    })
  })

  it('refuses a declared image that is not one, with 415', async () => {
    for (const claim of [{ declaredType: 'image/png' }, { declaredName: 'photo.JPG' }, { requireImage: true }]) {
      const error = await rejection(inspectFile(SAMPLE_PDF, { ...limits, ...claim, field: 'file' }))
      expect(error).toBeInstanceOf(HttpError)
      expect(error).toMatchObject({ reason: 'not-an-image', statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' })
      expect(error.message).toBe('The file is not an image: its content is application/pdf')
      expect(error.issues).toEqual([{ path: 'file', message: error.message }])
    }
    const text = await rejection(inspectFile(Buffer.from('just text'), { ...limits, declaredType: 'image/jpeg' }))
    expect(text.message).toBe('The file is not an image: its content is text/plain')
  })

  it('refuses an image whose header is broken', async () => {
    const png = samplePng(10, 10)
    // Copies, so the parser cannot read past the cut into the original buffer.
    for (const broken of [
      Buffer.from(png.subarray(0, 20)),
      Buffer.from(png.subarray(0, 16)),
      Buffer.from(SAMPLE_JPEG.subarray(0, 10)),
      Buffer.from('GIF89a'),
    ]) {
      const error = await rejection(inspectFile(broken, limits))
      expect(error).toMatchObject({ reason: 'unreadable-image', statusCode: 415 })
      expect(error.message).toMatch(/^The image could not be read: /)
    }
  })

  it('reads only the bytes it is given, when the memory after them holds the rest of the image', async () => {
    // A view of a pooled Buffer (as a small upload's bytes are) whose next bytes are the rest of a
    // whole PNG: a parser reading past the view's end would take the cut header for a whole one.
    const whole = Buffer.from(samplePng(10, 10))
    expect(whole.buffer.byteLength).toBeGreaterThan(whole.byteLength)
    const error = await rejection(inspectFile(whole.subarray(0, 20), limits))
    expect(error).toMatchObject({ reason: 'unreadable-image', statusCode: 415 })
  })

  it('refuses executables and unknown binary data', async () => {
    expect(await rejection(inspectFile(SAMPLE_EXE, limits))).toMatchObject({ reason: 'unsupported-type', statusCode: 415 })
    expect((await rejection(inspectFile(SAMPLE_EXE, limits))).message).toBe('Files of type application/x-msdownload are not accepted')
    expect(await rejection(inspectFile(Buffer.from([0, 1, 2, 3, 250, 251, 0, 7]), limits))).toMatchObject({
      reason: 'unsupported-type',
      message: 'The file type is not recognised or not accepted',
    })
  })

  it('honours a narrower list of accepted types', async () => {
    const error = await rejection(inspectFile(SAMPLE_PDF, { ...limits, acceptedTypes: new Set(['image/png']) }))
    expect(error.message).toBe('Files of type application/pdf are not accepted')
  })

  it('refuses empty and oversized files with 400 and 413', async () => {
    expect(await rejection(inspectFile(Buffer.alloc(0), limits))).toMatchObject({
      reason: 'empty',
      statusCode: 400,
      message: 'The file is empty',
    })
    const big = await rejection(inspectFile(samplePng(4, 4), { maxBytes: 50 }))
    expect(big).toMatchObject({
      reason: 'too-large',
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than the limit of 50 bytes',
    })
  })
})

describe('readLimited', () => {
  it('reads a stream within the limit', async () => {
    expect((await readLimited(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4)).toString()).toBe('abcd')
  })

  it('stops reading the moment the limit is passed', async () => {
    let produced = 0
    const endless = new Readable({
      read() {
        produced += 1024
        this.push(Buffer.alloc(1024))
      },
    })
    const error = await rejection(readLimited(endless, 10 * 1024, 'file'))
    expect(error).toMatchObject({ reason: 'too-large', statusCode: 413, message: 'The file is larger than the limit of 10 KiB' })
    expect(endless.destroyed).toBe(true)
    // Only what was buffered ahead of the check was produced, not an endless stream.
    expect(produced).toBeLessThan(200 * 1024)
  })
})
