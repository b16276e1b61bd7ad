/**
 * The runtime view of an entity: the IR node the generator resolved, emitted
 * as data under `generated/metadata/`. Routes, operations and the page
 * resolver read it; nothing at run time reads `schema/`.
 */
export type {
  AdminNode as AdminMetadata,
  DefaultValue,
  EntityNode as EntityMetadata,
  FieldNode as FieldMetadata,
  IndexNode as IndexMetadata,
  ListingNode as ListingMetadata,
  PrivateContentNode as PrivateContentMetadata,
  RelationLinkNode as RelationLinkMetadata,
  SchemaIR,
} from '#contract/schema-ir.ts'
