/**
 * The `generate` call (SPEC §7, file-storage; §5 file variants): renders one of the spec's file
 * templates, stores it like any file, and returns the `file-storage/files` fields with the variant
 * that names the template.
 */
import type { FileStorage } from './file-storage.ts'
import { type StoredFile, storeFile } from './store-file.ts'
import { OPENGRAPH_IMAGE_SIZE, type OpenGraphImageInput, openGraphImageElement } from './templates/opengraph-image.ts'
import { ORDER_RECEIPT_SIZE, type OrderReceiptInput, orderReceiptElement } from './templates/order-receipt.ts'
import { PRODUCT_ATTACHMENT_SIZE, type ProductAttachmentInput, productAttachmentElement } from './templates/product-attachment.ts'
import { type ImageSize, renderPng } from './templates/render-png.ts'
import type { TemplateElement } from './templates/template-element.ts'

/** A template and its input; `template` is the file variant without its `generate-template-` prefix. */
export type GenerateFileRequest =
  | { readonly template: 'opengraph-image'; readonly input: OpenGraphImageInput }
  | { readonly template: 'ecommerce-order-receipt'; readonly input: OrderReceiptInput }
  | { readonly template: 'ecommerce-product-attachment'; readonly input: ProductAttachmentInput }

/** The template names, as the routes accept them. */
export type FileTemplateName = GenerateFileRequest['template']

/** The `file-storage/files` variant a generated file is recorded with. */
export type GeneratedFileVariant = `generate-template-${FileTemplateName}`

/** A generated, stored file: key, record fields, and the variant to record. */
export interface GeneratedFile extends StoredFile {
  readonly variant: GeneratedFileVariant
}

// Every template's layout and size, one entry per name: a new template does not compile until listed.
const TEMPLATES: {
  readonly [Name in FileTemplateName]: {
    readonly size: ImageSize
    readonly element: (input: Extract<GenerateFileRequest, { template: Name }>['input']) => TemplateElement
  }
} = {
  'opengraph-image': { size: OPENGRAPH_IMAGE_SIZE, element: openGraphImageElement },
  'ecommerce-order-receipt': { size: ORDER_RECEIPT_SIZE, element: orderReceiptElement },
  'ecommerce-product-attachment': { size: PRODUCT_ATTACHMENT_SIZE, element: productAttachmentElement },
}

/** Renders `request` to PNG. */
export async function renderFileTemplate(request: GenerateFileRequest): Promise<Buffer> {
  const template = TEMPLATES[request.template] as { size: ImageSize; element: (input: GenerateFileRequest['input']) => TemplateElement }
  return renderPng(template.element(request.input), template.size)
}

/** Renders `request`, stores the PNG under a fresh key, and returns what to record. */
export async function generateFile(storage: FileStorage, request: GenerateFileRequest): Promise<GeneratedFile> {
  const png = await renderFileTemplate(request)
  // Inspected like any file, so the recorded type, size and dimensions come from the bytes. The
  // output of our own templates has no size limit to enforce.
  const stored = await storeFile(storage, png, { maxBytes: Number.MAX_SAFE_INTEGER, requireImage: true })
  return { ...stored, variant: `generate-template-${request.template}` }
}
