import { datetime, entity, reference, text } from '#dsl'
import subjects from './subjects.ts'

/** A signed-in session: the hash of its current refresh token, rotated on every refresh. */
export default entity('rbac', 'sessions', {
  label: { ru: 'Сеансы', en: 'Sessions' },
  className: false,
  fields: {
    subjectId: reference(subjects, { required: true, onDelete: 'cascade' }),
    refreshTokenHash: text({ required: true, unique: true, secret: true }),
    previousRefreshTokenHash: text({
      index: true,
      secret: true,
      description: 'The hash of the token the last refresh replaced; presenting it again revokes the session.',
    }),
    expiresAt: datetime({ required: true }),
    revokedAt: datetime(),
    userAgent: text(),
  },
  variants: ['default'],
  admin: { columns: ['subjectId', 'expiresAt', 'revokedAt', 'userAgent'], label: 'id' },
})
