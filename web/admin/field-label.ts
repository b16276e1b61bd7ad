/** A field's name as a label: `adminTitle` → `Admin title`, `pageId` → `Page`. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A model key as a title: `ecommerce/products-to-attributes` → `ecommerce / products to attributes`. */
export function modelTitle(key: string): string {
  return key.replace('/', ' / ').replace(/-/g, ' ')
}
