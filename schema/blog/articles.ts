import { entity } from '#dsl'

/** A blog article; its description is the rich-text body. */
export default entity('blog', 'articles', {
  label: { ru: 'Статьи', en: 'Articles' },
  page: true,
  versions: { drafts: true, keep: 50 },
  content: { description: 'richText' },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
  // The body of an article a private-content overview shows is for those the privateContent gate admits.
  fieldAccess: { description: { read: 'privateContent' } },
  privateContent: { shownBy: { relation: 'blog/widgets-to-articles', variants: ['article-overview-with-private-content-default'] } },
})
