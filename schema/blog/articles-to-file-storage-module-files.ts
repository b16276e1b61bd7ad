import { relation } from '#dsl'
import fileStorageFiles from '../file-storage/files.ts'
import articles from './articles.ts'

/** The images of an article. */
export default relation('blog', 'articles-to-file-storage-module-files', {
  from: articles,
  to: fileStorageFiles,
  variants: ['default'],
  access: { read: 'public' },
})
