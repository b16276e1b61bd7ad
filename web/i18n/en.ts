/**
 * The site's UI strings in English, the source of keys for every language (ru.ts must have each
 * one). Texts named by SPEC §2, §5 and §8 are kept exactly as the spec writes them, including the
 * contact form's Russian texts, which the spec gives in Russian only.
 */
export const en = {
  // Site chrome and error screens (SPEC §2 "Error screens", §8)
  siteTitle: 'Tessera',
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  close: 'Close',
  pageNotFound: 'Page not found',
  home: 'Home',
  somethingWentWrong: 'Oh no! Something went wrong...',
  reload: 'Reload',
  notAuthorized: 'Not authorized',
  unknownVariant: 'Unknown Variant',
  untitled: 'Untitled',
  noData: 'No data',
  loading: 'Loading...',
  admin: 'Admin',
  backToSite: 'Back to the site',
  loadingAdmin: 'Loading admin…',
  more: 'More',
  submit: 'Submit',
  language: 'Language',

  // Landing blocks: navbar, slider (website-builder widgets)
  mainNavigation: 'Main',
  carousel: 'carousel',
  slide: 'slide',
  slideOfCount: '{index} of {count}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Go to slide {index}',

  // Catalogue, blog and profile pages (blog, ecommerce and social widgets)
  breadcrumbs: 'Breadcrumbs',
  price: 'Price',
  prices: 'Prices',
  categories: 'Categories',
  stores: 'Stores',
  products: 'Products',
  articles: 'Articles',
  readArticle: 'Read the article',
  nothingHereYet: 'Nothing here yet.',

  // Sign-in, registration and password screens (SPEC §2 "Public screens")
  loginAndPassword: 'Login and Password',
  ethereumVirtualMachine: 'Ethereum Virtual Machine',
  orContinueWith: 'Or continue with',
  email: 'Email',
  password: 'Password',
  passwordConfirmation: 'Password confirmation',
  code: 'Code',
  forgotYourPassword: 'Forgot your password?',
  login: 'Login',
  logout: 'Logout',
  dontHaveAnAccountSignUp: "Don't have an account? Sign up",
  signUp: 'Sign up',
  createAnAccount: 'Create an account',
  alreadyHaveAnAccountSignIn: 'Already have an account? Sign in',
  signIn: 'Sign in',
  connectWallet: 'Connect Wallet',
  anErrorOccurred: 'An error occurred:',
  noAccountFound: 'No account found',
  passwordResetSuccessfully: 'Password reset successfully',
  resetLinkSent: 'Reset link sent',

  // Account menu and identity settings
  settings: 'Settings',
  viewProfile: 'View profile',
  roles: 'Roles',
  identityEmail: 'Email',
  identityEvm: 'EVM',
  changeEmail: 'Change email',
  changePasswordTitle: 'Change Password',
  changePasswordDescription: 'Update your account password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  enterNewPassword: 'Enter new password',
  changePassword: 'Change password',
  updating: 'Updating...',

  // Shop (SPEC §2 checkout, cart, order card; §5, §8)
  cart: 'Cart',
  openCart: 'Open cart',
  addToCart: 'Add to cart',
  adding: 'Adding...',
  checkout: 'Checkout',
  order: 'Order',
  quantity: 'Quantity',
  total: 'Total',
  currency: 'Currency',
  provider: 'Provider',
  invalidProvider: 'Invalid provider',
  noPriceForCurrency: "Product doesn't have price attributes connected to billing module currency.",

  // CRM forms (SPEC §2 "Contact form", §5)
  contactFormSubmit: 'Отправить',
  contactFormNameRequired: 'Фамилия и имя обязательны',
  contactFormConfirmRequired: 'Подтверждение обязательно',
  contactFormContactRequired: 'Контакт обязателен',
  contactFormQuestionRequired: 'Вопрос обязателен',
  formSubmittedSuccessfully: 'Form submitted successfully',

  // Social
  messageCreatedSuccessfully: 'Message created successfully',
  send: 'Send',

  // Forms, toasts and the admin (SPEC §2 "Admin screens", §8)
  create: 'Create',
  update: 'Update',
  edit: 'Edit',
  delete: 'Delete',
  deleteConfirm: 'Delete?',
  cancel: 'Cancel',
  show: 'Show',
  hide: 'Hide',
  addNew: 'Add new',
  search: 'Search',
  noFoundItems: 'No found items.',
  unknownInputType: 'Unknown input type',
  deletedSuccessfully: 'Deleted successfully',
  updatedSuccessfully: 'Updated successfully',
  textCopiedToClipboard: 'Text copied to clipboard',
  failedToCopyTextToClipboard: 'Failed to copy text to clipboard',
  copy: 'Copy',
  idIsRequired: 'id is required',
  productIdIsRequired: 'productId is required',
  orderIdIsRequired: 'orderId is required',
  identityIdIsRequired: 'identityId is required',
} as const

/** A key of the UI dictionary. */
export type UiStringKey = keyof typeof en

/** A dictionary of one language: a text for every key of {@link en}. */
export type UiStrings = Readonly<Record<UiStringKey, string>>
