/**
 * Puts the demo's image files where the local file storage serves them (`<DATA_DIR>/files`, under
 * /public/), so the demo records' `demo/...` paths resolve. Existing files are never overwritten.
 */
import { constants } from 'node:fs'
import { copyFile, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'

/** The local file storage's folder inside DATA_DIR (DESIGN: "local disk by default (.data/files)"). */
export const FILES_FOLDER = 'files'

/** The subfolder of the file storage that holds the demo's files. */
export const DEMO_FILES_FOLDER = 'demo'

/** Copies every file of `source` missing from `<dataDir>/files/demo`; returns how many it copied. */
export async function copyDemoFiles(source: URL, dataDir: string): Promise<number> {
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
