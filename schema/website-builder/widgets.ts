import { entity, text } from '#dsl'

/** A website-builder widget: a landing block (hero, gallery, navbar, footer...) chosen by variant. */
export default entity('website-builder', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  fields: {
    anchor: text({ description: 'The element id the block is rendered with, for in-page links (#anchor).' }),
    // Edited with the module's own colour picker and shown as a swatch (web/modules/website-builder/admin/).
    accentColor: text({
      pattern: /^#[0-9a-f]{6}$/i,
      patternMessage: { en: 'must be a colour written as #rrggbb', ru: 'цвет в виде #rrggbb' },
      description: "The colour of the block's accent stripe, as #rrggbb.",
      label: { ru: 'Цвет акцента', en: 'Accent colour' },
      admin: { input: 'color-picker', cell: 'color-swatch' },
    }),
  },
  variants: [
    'default',
    'content-default',
    'footer-default',
    'navbar-default',
    'retraining-hero-default',
    'retraining-gallery-default',
    'retraining-about-default',
    'retraining-features-default',
    'retraining-faqs-default',
    'retraining-reviews-default',
    'retraining-questions-default',
    'retraining-course-description-default',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
