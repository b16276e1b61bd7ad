/**
 * A field's own admin components, in place of its kind's: `admin: { input: 'color-picker', cell:
 * 'color-swatch' }` names `web/modules/<module>/admin/color-picker.tsx` and `…/color-swatch.tsx`
 * of the entity's module. The input file default-exports a component taking the admin's input props
 * (`FieldInputProps` of web/admin/fields/field-editor.ts), the cell file one taking `CellProps`
 * (web/admin/cells/cell-props.ts); the field's kind still decides how values are read and sent.
 * `npm run generate` fails when a named file does not exist.
 */
export interface FieldAdminDefinition {
  /** The form input's file name in the module's admin folder, kebab-case without `.tsx`. */
  readonly input?: string
  /** The table cell's file name in the module's admin folder. */
  readonly cell?: string
}
