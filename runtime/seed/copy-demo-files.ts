/**
 * Puts the demo's image files where the file storage serves them (`<DATA_DIR>/files`, under
 * /public/, or the S3 bucket when one is configured), so the demo records' `demo/...` paths
 * resolve. Existing files are never overwritten.
 */
import { constants } from 'node:fs'
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { contentTypeForKey } from '#runtime/modules/file-storage/content-type-for-key.ts'
import type { FileStorage } from '#runtime/modules/file-storage/file-storage.ts'

/** The local file storage's folder inside DATA_DIR (DESIGN: "local disk by default (.data/files)"). */
export const FILES_FOLDER = 'files'

/** The subfolder of the file storage that holds the demo's files. */
export const DEMO_FILES_FOLDER = 'demo'

/**
 * Copies every file of `source` missing from `<dataDir>/files/demo`, or from `demo/` in `bucket`
 * (an S3 storage) when given; returns how many it copied.
 */
export async function copyDemoFiles(source: URL, dataDir: string, bucket?: FileStorage): Promise<number> {
  if (bucket !== undefined) return putDemoFiles(source, bucket)
  if (dataDir === IN_MEMORY_DATA_DIR) return 0
  const target = path.resolve(dataDir, FILES_FOLDER, DEMO_FILES_FOLDER)
  await mkdir(target, { recursive: true })
  const sourceDirectory = fileURLToPath(source)
  const entries = await readdir(sourceDirectory, { withFileTypes: true })
  let copied = 0
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    try {
      await copyFile(path.join(sourceDirectory, entry.name), path.join(target, entry.name), constants.COPYFILE_EXCL)
      copied += 1
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  return copied
}

async function putDemoFiles(source: URL, bucket: FileStorage): Promise<number> {
  const sourceDirectory = fileURLToPath(source)
  const entries = await readdir(sourceDirectory, { withFileTypes: true })
  let copied = 0
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const key = `${DEMO_FILES_FOLDER}/${entry.name}`
    if (await bucket.exists(key)) continue
    await bucket.put(key, await readFile(path.join(sourceDirectory, entry.name)), contentTypeForKey(key))
    copied += 1
  }
  return copied
}
