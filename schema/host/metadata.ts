import { entity, localized, text } from '#dsl'

/**
 * The head tags of a page: title, description, keywords, Open Graph and Twitter cards. The texts a
 * reader sees are language maps (`{ ru, en }`), so each language's page gets a head in its language.
 */
export default entity('host', 'metadata', {
  label: { ru: 'Метаданные', en: 'Metadata' },
  fields: {
    title: localized({ required: true }),
    description: localized(),
    keywords: localized({ description: 'Comma-separated; split by comma when rendered.' }),
    author: text(),
    viewport: text(),
    opengraphTitle: localized(),
    opengraphDescription: localized(),
    opengraphUrl: text(),
    opengraphType: text(),
    opengraphSiteName: localized(),
    opengraphLocale: text(),
    twitterCard: text(),
    twitterSite: text(),
    twitterCreator: text(),
    twitterTitle: localized(),
    twitterDescription: localized(),
    twitterUrl: text(),
    twitterDomain: text(),
    twitterAppCountryName: text(),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['title', 'variant'], label: 'title' },
})
