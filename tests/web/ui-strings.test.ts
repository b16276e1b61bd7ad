import { describe, expect, it } from 'vitest'
import { en } from '#web/i18n/en.ts'
import { ru } from '#web/i18n/ru.ts'
import { loadUiStrings, uiStrings } from '#web/i18n/ui-strings.ts'

// Every UI text SPEC §2, §5 and §8 name, exactly as written there.
const SPEC_TEXTS = [
  'Not authorized',
  'No found items.',
  'Unknown input type',
  'Oh no! Something went wrong...',
  'Reload',
  'Cart',
  'Adding...',
  'Login and Password',
  'Ethereum Virtual Machine',
  'Or continue with',
  'Forgot your password?',
  "Don't have an account? Sign up",
  'Create an account',
  'Already have an account? Sign in',
  'Change Password',
  'Update your account password',
  'New password',
  'Enter new password',
  'Change password',
  'Updating...',
  'Deleted successfully',
  'Updated successfully',
  'Form submitted successfully',
  'Password reset successfully',
  'Reset link sent',
  'Message created successfully',
  'Text copied to clipboard',
  'Failed to copy text to clipboard',
  'Delete?',
  'Cancel',
  'Delete',
  'Create',
  'Update',
  'Loading...',
  'Show',
  'Hide',
  'Add new',
  'Edit',
  'Settings',
  'Logout',
  'Login',
  'Connect Wallet',
  'An error occurred:',
  'No account found',
  'Invalid provider',
  'Checkout',
  'More',
  'Submit',
  'Отправить',
  'Фамилия и имя обязательны',
  'Подтверждение обязательно',
  'Контакт обязателен',
  'Вопрос обязателен',
  'No data',
  'Unknown Variant',
  'Untitled',
  'id is required',
  'productId is required',
  'orderId is required',
  'identityId is required',
  "Product doesn't have price attributes connected to billing module currency.",
  'Email',
  'Password',
  'View profile',
  'EVM',
]

describe('UI strings', () => {
  it('hold every text the spec names, in English exactly as written', () => {
    const texts = new Set<string>(Object.values(en))
    expect(SPEC_TEXTS.filter((text) => !texts.has(text))).toEqual([])
  })

  it('have a Russian text for every key, none empty', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort())
    expect(Object.entries(ru).filter(([, text]) => text.trim() === '')).toEqual([])
  })

  it('keep the contact form texts, which the spec gives in Russian only, in both languages', () => {
    for (const key of [
      'contactFormSubmit',
      'contactFormNameRequired',
      'contactFormConfirmRequired',
      'contactFormContactRequired',
      'contactFormQuestionRequired',
    ] as const) {
      expect(ru[key]).toBe(en[key])
    }
  })

  it('load one language at a time', async () => {
    expect(await loadUiStrings('ru')).toBe(ru)
    expect(uiStrings('ru').reload).toBe('Обновить')
  })
})
