/** Addresses of the demo's screens that its buttons link to. */

/** The login method selection. */
export const SIGN_IN_URL = '/rbac/subject/authentication/select-method'

/** The registration form. */
export const REGISTRATION_URL = '/rbac/subject/authentication/email-and-password/registration'

/** The checkout with the cart. */
export const CHECKOUT_URL = '/ecommerce/checkout'

/** The blog's programme news category. */
export const BLOG_URL = '/blog/categories/programme-news'
