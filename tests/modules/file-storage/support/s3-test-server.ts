/** A real S3 endpoint for tests: `s3rver` on a free loopback port, objects under a temp folder. */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '#runtime/config/load-config.ts'

/** A running S3 server with one bucket, and the config that reaches it. */
export interface S3TestServer {
  readonly config: S3Config
  close(): Promise<void>
}

/** Starts s3rver with `bucket` created; its fixed key pair is the one s3rver checks signatures with. */
export async function startS3TestServer(bucket = 'tessera-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-s3rver-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const address = await server.run()
  return {
    config: {
      bucket,
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: undefined,
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
