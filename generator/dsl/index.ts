/** The schema DSL, imported by schema files as `#dsl`. */

export type {
  EntityOperationSpec,
  OperationBody,
  OperationErrorStatus,
  OperationQuery,
  OperationResponse,
} from '#contract/entity-operations.ts'
export { entityOperationSpecs, entityOperations } from '#contract/entity-operations.ts'
export type { ModuleName } from '#contract/module-name.ts'
export { moduleNamePattern } from '#contract/module-name.ts'
export type { AccessDefinition, AccessPolicy, EntityOperation } from './access.ts'
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
export { entity } from './entity.ts'
export type { HookBrand, HookPhase, HooksDefinition } from './entity-hooks.ts'
export { hookBrandKey, hookPhases } from './entity-hooks.ts'
export type { FieldDefinition, FieldKind, GeneratedDefault, ValueGeneratorName } from './field.ts'
export { boolean, date, datetime, file, generated, integer, localized, numeric, oneOf, reference, richText, text, uuid } from './field.ts'
export type { FieldAccessDefinition, FieldGateName, FieldPolicy, FieldReadPolicy } from './field-access.ts'
export { fieldGateNames } from './field-access.ts'
export type { FieldAdminDefinition } from './field-admin.ts'
export type { LabelDefinition, LabelDictionary } from './label.ts'
export type { PolymorphicEnd, RelationDefinition, RelationEnd, RelationOptions } from './relation.ts'
export { isRelationDefinition, relation } from './relation.ts'
export type { ModuleDefinition, ModuleOptions, SiteDefinition } from './site.ts'
export { schemaModule, site } from './site.ts'
export type { FieldCheck, FieldCondition, FieldRule, MessageDefinition, RecordRule } from './validation-rule.ts'
