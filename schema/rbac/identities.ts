import { datetime, entity, oneOf, text } from '#dsl'

/** A login method of a subject: an e-mail and password, an Ethereum wallet or a Telegram account. */
export default entity('rbac', 'identities', {
  label: { ru: 'Способы входа', en: 'Login methods' },
  fields: {
    account: text({
      required: true,
      index: true,
      description: 'The login: the e-mail for email_and_password, the checksummed address for ethereum_virtual_machine.',
    }),
    email: text({ index: true }),
    provider: oneOf(['email_and_password', 'ethereum_virtual_machine', 'telegram'], {
      required: true,
      default: 'email_and_password',
    }),
    password: text({ secret: true, description: 'The argon2id hash of the password.' }),
    salt: text({ secret: true }),
    code: text({ secret: true }),
    verifiedAt: datetime({
      description:
        'When the owner proved the e-mail is theirs with the mailed code. An e-mail identity without it neither signs in nor receives password resets; wallets and accounts made by administrators are verified when made.',
    }),
  },
  indexes: [{ fields: ['provider', 'account'], unique: true }],
  variants: ['default'],
  admin: { columns: ['account', 'email', 'provider', 'variant'], label: 'account' },
})
