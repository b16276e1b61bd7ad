/**
 * Files for several processes (issue 24): two `npm start` processes on one PostgreSQL database and
 * one S3 bucket (s3rver), each with a DATA_DIR of its own. An upload through one is served by the
 * other, and `npm run seed` writes the demo images into the bucket, so a process that never saw
 * them on its disk serves them too. Separate processes need PostgreSQL (DATABASE_URL).
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchPostgres, type ScratchPostgres } from '../../jobs/support/scratch-postgres.ts'
import { type ServerProcess, serverEnv, startServerProcess } from '../../jobs/support/server-process.ts'
import { type S3TestServer, startS3TestServer } from './support/s3-test-server.ts'
import { SAMPLE_GIF } from './support/sample-files.ts'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const SECRET_KEY = 's3-processes-secret-key'

describe.runIf(process.env.DATABASE_URL)('two server processes on one S3 bucket (needs DATABASE_URL)', () => {
  let scratch: ScratchPostgres
  let s3: S3TestServer
  let env: Record<string, string>
  let first: ServerProcess
  let second: ServerProcess

  beforeAll(async () => {
    ;[scratch, s3] = await Promise.all([createScratchPostgres(), startS3TestServer('tessera-shared')])
    env = {
      DATABASE_URL: scratch.url,
      RBAC_SECRET_KEY: SECRET_KEY,
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint!,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    }
    ;[first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)])
  }, 240_000)
  afterAll(async () => {
    await first?.stop()
    await second?.stop()
    await s3?.close()
    await scratch?.drop()
  })

  it('serves an upload made through one process from the other', async () => {
    const form = new FormData()
    form.append('data', JSON.stringify({ adminTitle: 'Shared logo' }))
    form.append('file', new Blob([new Uint8Array(SAMPLE_GIF)]), 'logo.gif')
    const created = await fetch(`${first.url}/api/file-storage/files`, {
      method: 'POST',
      headers: { 'x-rbac-secret-key': SECRET_KEY },
      body: form,
    })
    const body = (await created.json()) as { data: { file: string } }
    expect(created.status, JSON.stringify(body)).toBe(201)

    const served = await fetch(`${second.url}${body.data.file}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/gif')
    expect(Buffer.from(await served.arrayBuffer()).equals(SAMPLE_GIF)).toBe(true)
  })

  it('serves the demo images `npm run seed` wrote into the bucket from a process that never had them on disk', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-seed-'))
    try {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'runtime/cli/seed.ts'], { cwd: ROOT, env: serverEnv(dataDir, env) })
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    // The demo's records name their files `demo/<name>`, served under /public/.
    const files = await scratch.database.db.selectFrom('file_storage_files').select('file').where('file', 'like', 'demo/%').execute()
    expect(files.length).toBeGreaterThan(3)
    for (const { file } of files.slice(0, 4)) {
      const served = await fetch(`${second.url}/public/${file}`)
      expect(served.status, file).toBe(200)
      expect((await served.arrayBuffer()).byteLength, file).toBeGreaterThan(0)
    }
  }, 120_000)
})
