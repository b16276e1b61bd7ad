/** The courses the career centre's profile shows: registered when the site lists both social and the shop. */
import { type AnySeedRecord, link } from '#runtime/seed/seed-record.ts'
import { courses } from '../ecommerce.ts'
import { careerCentreProfile } from '../social.ts'

export default Object.values(courses).map((product, orderIndex) =>
  link('social/profiles-to-ecommerce-module-products', {
    profileId: careerCentreProfile.id,
    ecommerceModuleProductId: product.id,
    orderIndex,
  }),
) satisfies readonly AnySeedRecord[]
