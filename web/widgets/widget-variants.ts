/**
 * The variant union of every module's widget entity, generated from the schema
 * (generated/modules/widget-modules.gen.ts), so a registry key that the schema does not list fails
 * to compile. Types only.
 */
export type { WidgetModule, WidgetVariants } from '#generated/modules/widget-modules.gen.ts'
