import { entity, text } from '#dsl'

/** The head tags of a page: title, description, keywords, Open Graph and Twitter cards. */
export default entity('host', 'metadata', {
  fields: {
    title: text({ required: true }),
    description: text(),
    keywords: text({ description: 'Comma-separated; split by comma when rendered.' }),
    author: text(),
    viewport: text(),
    opengraphTitle: text(),
    opengraphDescription: text(),
    opengraphUrl: text(),
    opengraphType: text(),
    opengraphSiteName: text(),
    opengraphLocale: text(),
    twitterCard: text(),
    twitterSite: text(),
    twitterCreator: text(),
    twitterTitle: text(),
    twitterDescription: text(),
    twitterUrl: text(),
    twitterDomain: text(),
    twitterAppCountryName: text(),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['title', 'variant'], label: 'title' },
})
