import { ecommerceProductsRoutes } from '#generated/routes/ecommerce/products.gen.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { parseQueryString } from '#runtime/http/parse-query-string.ts'
const entity = { metadata: ecommerceProductsRoutes.metadata, schemas: ecommerceProductsRoutes.schemas }
const t = 'filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=bench-product-05000'
let n = 0
const time = (name: string, f: () => unknown) => { for (let i = 0; i < 20000; i++) f(); const s = performance.now(); for (let i = 0; i < 100000; i++) f(); console.log(name, ((performance.now() - s) * 1000 / 100000).toFixed(2), 'µs') }
for (let r = 0; r < 3; r++) {
  time('parseQueryString new text', () => parseQueryString(t + (n++)))
  time('full miss', () => parseFindQuery(parseQueryString(t + (n++)), entity))
}
