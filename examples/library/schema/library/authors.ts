import { entity, integer } from '#dsl'

/** A writer; `title` is the name as each language spells it. */
export default entity('library', 'authors', {
  content: true,
  fields: { born: integer({ min: 0, max: 2100 }) },
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'born'], label: 'adminTitle' },
})
