import { entity, text } from '#dsl'

/** A provider event already applied, so that a redelivered webhook is applied once. */
export default entity('billing', 'webhook-events', {
  label: { ru: 'События платёжных систем', en: 'Payment webhook events' },
  className: false,
  fields: {
    provider: text({ required: true }),
    eventId: text({ required: true }),
  },
  indexes: [{ fields: ['provider', 'eventId'], unique: true }],
  variants: ['default'],
  admin: { columns: ['provider', 'eventId', 'createdAt'], label: 'eventId' },
})
