import { entity } from '#dsl'

/** A feature card or step with its buttons and images. */
export default entity('website-builder', 'features', {
  label: { ru: 'Пункты', en: 'Features' },
  content: { description: 'richText' },
  variants: [
    'default',
    'retraining-employment-promotion-card',
    'retraining-employment-promotion-step',
    'retraining-what',
    'retraining-feature-course-description',
    'footer-feature-retraining',
  ],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
