import { entity, generated, text } from '#dsl'

/** A page of the public site, found by its url; its content is its widgets and layouts. */
export default entity('host', 'pages', {
  label: { ru: 'Страницы', en: 'Pages' },
  fields: {
    title: text({ default: 'Page' }),
    url: text({ required: true, default: '/', unique: true }),
    description: text({ default: 'Description' }),
    language: text({ required: true, default: 'en' }),
    adminTitle: text({ required: true, default: generated('adminTitle') }),
  },
  variants: ['default'],
  versions: { drafts: true, keep: 50 },
  access: { read: 'public' },
  admin: { columns: ['title', 'url', 'variant'], label: 'adminTitle' },
})
