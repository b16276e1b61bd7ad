/** The schema DSL, imported by schema files as `#dsl`. */
export type { AccessDefinition, AccessPolicy, EntityOperation } from './access.ts'
export { entityOperationSpecs, entityOperations } from './entity-operations.ts'
export type { EntityOperationSpec, OperationBody, OperationErrorStatus, OperationQuery, OperationResponse } from './entity-operations.ts'
export { entity } from './entity.ts'
export { hookBrandKey, hookPhases } from './entity-hooks.ts'
export type { HookBrand, HookPhase, HooksDefinition } from './entity-hooks.ts'
export { fieldGateNames } from './field-access.ts'
export type { FieldAccessDefinition, FieldGateName, FieldPolicy, FieldReadPolicy } from './field-access.ts'
export type {
  AdminDefinition,
  CommonFieldName,
  ContentDefinition,
  ContentFieldName,
  EntityDefinition,
  EntityOptions,
  EntityPageDefinition,
  IndexDefinition,
  ListingDefinition,
  PrivateContentDefinition,
  VersionsDefinition,
} from './entity.ts'
export { boolean, date, datetime, file, generated, integer, localized, numeric, oneOf, reference, richText, text, uuid } from './field.ts'
export type { FieldDefinition, FieldKind, GeneratedDefault, ValueGeneratorName } from './field.ts'
export type { FieldAdminDefinition } from './field-admin.ts'
export type { LabelDefinition, LabelDictionary } from './label.ts'
export type { FieldCheck, FieldCondition, FieldRule, MessageDefinition, RecordRule } from './validation-rule.ts'
export { moduleNamePattern } from './module-name.ts'
export type { ModuleName } from './module-name.ts'
export { isRelationDefinition, relation } from './relation.ts'
export type { PolymorphicEnd, RelationDefinition, RelationEnd, RelationOptions } from './relation.ts'
export { schemaModule, site } from './site.ts'
export type { ModuleDefinition, ModuleOptions, SiteDefinition } from './site.ts'
