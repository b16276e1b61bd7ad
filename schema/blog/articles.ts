import { entity } from '#dsl'

/** A blog article; its description is the rich-text body. */
export default entity('blog', 'articles', {
  content: { description: 'richText' },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
