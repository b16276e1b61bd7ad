import { entity, integer, oneOf, text } from '#dsl'

/** A title the library lends: its name and blurb per language, and how many copies are on the shelf. */
export default entity('library', 'books', {
  content: true,
  fields: {
    isbn: text({ unique: true, pattern: /^[0-9-]{10,17}X?$/, patternMessage: 'must be an ISBN: digits and hyphens' }),
    published: integer({ min: 0, max: 2100 }),
    originalLanguage: oneOf(['en', 'ru', 'other'], { default: 'en' }),
    copies: integer({ required: true, default: 1, min: 0 }),
  },
  variants: ['default', 'featured'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'isbn', 'published', 'copies', 'variant'], label: 'adminTitle' },
})
