import { datetime, entity, oneOf, reference, text } from '#dsl'
import identities from './identities.ts'

/** A single-use code, stored hashed: a password-reset code, an e-mail verification code or a Sign-In with Ethereum nonce. */
export default entity('rbac', 'codes', {
  label: { ru: 'Одноразовые коды', en: 'One-time codes' },
  className: false,
  fields: {
    identityId: reference(identities, {
      onDelete: 'cascade',
      description: 'The identity a reset or verification code is for; empty for an Ethereum nonce, issued before the wallet is known.',
    }),
    purpose: oneOf(['reset-password', 'ethereum-nonce', 'verify-email'], { required: true }),
    codeHash: text({ required: true, unique: true, secret: true }),
    expiresAt: datetime({ required: true }),
    usedAt: datetime(),
  },
  variants: ['default'],
  admin: { columns: ['identityId', 'purpose', 'expiresAt', 'usedAt'], label: 'id' },
})
