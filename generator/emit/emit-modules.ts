/**
 * The one registration point of each module's hand-written code, made from the site's modules so
 * that a module left out of `schema/index.ts` leaves every layer at once: its server code
 * (`runtime/modules/<module>/index.ts`), its widgets (`web/modules/<module>/widgets/index.ts`),
 * its site hooks (`web/modules/<module>/site-hooks.ts`), its admin tools (`web/modules/<module>/admin/index.ts`), its hooks for kinds of entity (`runtime/modules/<module>/entity-hooks.ts`),
 * the values it computes for a resolved page (`runtime/modules/<module>/computed-values.ts`),
 * its demo records (`seed/demo/modules/<module>.ts`, and `<module>/with-<other>.ts` with another), its type check and its tests.
 */
import type { SchemaIR } from '#contract/schema-ir.ts'
import { camelCase } from '../ir/naming.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { toTsLiteral } from './ts-literal.ts'

/** Which modules have hand-written code on disk: the CLI looks, tests may say. */
export interface ModuleCode {
  /** Modules with `runtime/modules/<module>/index.ts`. */
  readonly server: readonly string[]
  /** Modules with `web/modules/<module>/widgets/index.ts`. */
  readonly widgets: readonly string[]
  /** Modules with browser hooks for the public site, `web/modules/<module>/site-hooks.ts`. */
  readonly siteHooks: readonly string[]
  /** Modules with `web/modules/<module>/admin/index.ts` (tools on their models' admin pages). */
  readonly adminTools: readonly string[]
  /** Modules with hooks for kinds of entity, `runtime/modules/<module>/entity-hooks.ts` (runtime/hooks/entity-set-hooks.ts). */
  readonly entitySetHooks?: readonly string[]
  /** Modules with values computed for a resolved page's records, `runtime/modules/<module>/computed-values.ts` (runtime/modules/host/page-computed-values.ts). */
  readonly computedValues?: readonly string[]
  /** Modules with demo records of their own, `seed/demo/modules/<module>.ts`. */
  readonly demoSeeds: readonly string[]
  /**
   * Demo records that link two modules, `seed/demo/modules/<module>/with-<other>.ts` as
   * `[module, other]`: registered only when the site lists both (the blog's articles → the shop's courses).
   */
  readonly demoSeedBridges?: readonly (readonly [module: string, other: string])[]
  /** Every module folder under `runtime/modules`, `web/modules`, `tests/modules` and `bench/modules`, and demo seed file. */
  readonly folders: readonly string[]
}

/** The site's modules, each after the modules it requires; otherwise alphabetical. */
export function registrationOrder(ir: SchemaIR): string[] {
  const order: string[] = []
  const visit = (module: string, seen: ReadonlySet<string>): void => {
    if (order.includes(module) || seen.has(module) || !ir.modules.includes(module)) return
    for (const needed of ir.moduleRequires[module] ?? []) visit(needed, new Set([...seen, module]))
    order.push(module)
  }
  for (const module of ir.modules) visit(module, new Set())
  return order
}

function emitSiteModules(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const leftOut = [...new Set(code.folders)].filter((module) => !ir.modules.includes(module)).sort()
  const contents = [
    generatedHeader('schema/index.ts'),
    '/** The modules the site lists, each after the modules it requires. */',
    `export const siteModules = ${toTsLiteral(registrationOrder(ir))} as const`,
    '',
    '/** A module of the site. */',
    'export type SiteModule = (typeof siteModules)[number]',
    '',
    '/** Modules with code in the repository that the site leaves out: not registered, type-checked or tested. */',
    `export const modulesLeftOut: readonly string[] = ${toTsLiteral(leftOut)}`,
    '',
  ].join('\n')
  return { path: 'modules/site-modules.gen.ts', contents }
}

function emitServerModules(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const modules = registrationOrder(ir).filter((module) => code.server.includes(module))
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { ServerModule } from '#runtime/server/server-module.ts'`,
    ...modules.map((module) => `import ${camelCase(module)} from '#runtime/modules/${module}/index.ts'`),
    '',
    "/** Each listed module's server code (routes, hooks, jobs), each after the modules it requires. */",
    `export const serverModules: readonly ServerModule[] = [${modules.map(camelCase).join(', ')}]`,
    '',
  ].join('\n')
  return { path: 'modules/server-modules.gen.ts', contents }
}

const propertyKey = (name: string) => (/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : toTsLiteral(name))

function emitWidgetModules(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const widgetEntities = ir.entities.filter((entity) => entity.kind === 'entity' && entity.name === 'widgets')
  const registered = widgetEntities.filter((entity) => code.widgets.includes(entity.module))
  const variantsOf = (entity: (typeof widgetEntities)[number]) => {
    const values = entity.fields.find((field) => field.name === 'variant')?.values ?? ['default']
    return values.map((value) => toTsLiteral(value)).join(' | ')
  }
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { WidgetRegistry } from '#web/widgets/widget-registry.ts'`,
    ...registered.map((entity) => `import { ${camelCase(entity.module)}Widgets } from '#web/modules/${entity.module}/widgets/index.ts'`),
    '',
    "/** The variants of each listed module's widget entity. */",
    'export interface WidgetVariants {',
    ...widgetEntities.map((entity) => `  readonly ${propertyKey(entity.module)}: ${variantsOf(entity)}`),
    '}',
    '',
    '/** A module with a widget entity. */',
    'export type WidgetModule = keyof WidgetVariants',
    '',
    "/** `widgetRegistries[module][variant]` → the widget's loader, for each module with widget code. */",
    'export const widgetRegistries: { readonly [Module in WidgetModule]?: WidgetRegistry<WidgetVariants[Module]> } = {',
    ...registered.map((entity) => `  ${propertyKey(entity.module)}: ${camelCase(entity.module)}Widgets,`),
    '}',
    '',
  ].join('\n')
  return { path: 'modules/widget-modules.gen.ts', contents }
}

function emitSiteHooks(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const modules = registrationOrder(ir).filter((module) => code.siteHooks.includes(module))
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { SiteHooks } from '#web/site/site-hooks.ts'`,
    ...modules.map((module) => `import ${camelCase(module)} from '#web/modules/${module}/site-hooks.ts'`),
    '',
    "/** The public site's hooks of each listed module that has them (`web/modules/<module>/site-hooks.ts`). */",
    `export const moduleSiteHooks: readonly SiteHooks[] = [${modules.map(camelCase).join(', ')}]`,
    '',
  ].join('\n')
  return { path: 'modules/site-hooks.gen.ts', contents }
}

function emitAdminTools(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const modules = registrationOrder(ir).filter((module) => code.adminTools.includes(module))
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { AdminTools } from '#web/admin/admin-tools.ts'`,
    ...modules.map((module) => `import { ${camelCase(module)}AdminTools } from '#web/modules/${module}/admin/index.ts'`),
    '',
    "/** Each listed module's admin tools (`web/modules/<module>/admin/index.ts`): a model's key → its tools' loaders. */",
    `export const moduleAdminTools: readonly AdminTools[] = [${modules.map((module) => `${camelCase(module)}AdminTools`).join(', ')}]`,
    '',
  ].join('\n')
  return { path: 'modules/admin-tools.gen.ts', contents }
}

function emitEntitySetHooks(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const modules = registrationOrder(ir).filter((module) => (code.entitySetHooks ?? []).includes(module))
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { ModuleEntitySetHooks } from '#runtime/hooks/entity-set-hooks.ts'`,
    ...modules.map((module) => `import ${camelCase(module)} from '#runtime/modules/${module}/entity-hooks.ts'`),
    '',
    "/** Each listed module's hooks for kinds of entity (`runtime/modules/<module>/entity-hooks.ts`), each after the modules it requires. */",
    `export const moduleEntitySetHooks: readonly ModuleEntitySetHooks[] = [${modules.map(camelCase).join(', ')}]`,
    '',
  ].join('\n')
  return { path: 'modules/entity-set-hooks.gen.ts', contents }
}

function emitComputedValues(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const modules = registrationOrder(ir).filter((module) => (code.computedValues ?? []).includes(module))
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { ModuleComputedValues } from '#runtime/modules/host/page-computed-values.ts'`,
    ...modules.map((module) => `import ${camelCase(module)} from '#runtime/modules/${module}/computed-values.ts'`),
    '',
    "/** Each listed module's values computed for a resolved page's records (`runtime/modules/<module>/computed-values.ts`). */",
    `export const moduleComputedValues: readonly ModuleComputedValues[] = [${modules.map(camelCase).join(', ')}]`,
    '',
  ].join('\n')
  return { path: 'modules/computed-values.gen.ts', contents }
}

function emitDemoSeeds(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const modules = registrationOrder(ir).filter((module) => code.demoSeeds.includes(module))
  const bridges = (code.demoSeedBridges ?? [])
    .filter(([module, other]) => ir.modules.includes(module) && ir.modules.includes(other))
    .map(([module, other]) => ({ name: camelCase(`${module}-with-${other}`), file: `${module}/with-${other}` }))
  const names = [...modules.map(camelCase), ...bridges.map((bridge) => bridge.name)]
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { AnySeedRecord } from '#runtime/seed/seed-record.ts'`,
    ...modules.map((module) => `import ${camelCase(module)} from '../../seed/demo/modules/${module}.ts'`),
    ...bridges.map((bridge) => `import ${bridge.name} from '../../seed/demo/modules/${bridge.file}.ts'`),
    '',
    '/** The demo records of each listed module that keeps its own (`seed/demo/modules/<module>.ts`), then those linking two listed modules (`<module>/with-<other>.ts`). */',
    `export const moduleDemoSeeds: readonly (readonly AnySeedRecord[])[] = [${names.join(', ')}]`,
    '',
  ].join('\n')
  return { path: 'modules/demo-seeds.gen.ts', contents }
}

/** Each listed entity's own page (`page` in the schema), for the links to a record from cards and lists. */
function emitEntityPages(ir: SchemaIR): EmittedFile {
  const pages = Object.fromEntries(
    ir.entities.flatMap((entity) => (entity.page === undefined ? [] : [[`${entity.module}/${entity.name}`, entity.page]])),
  )
  const contents = [
    generatedHeader('schema/index.ts'),
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the emitted comment names the template, not a value
    "/** Where a record's own page is: `${path}/${slug}`, or the path its variant names. */",
    'export interface EntityPage {',
    '  readonly path: string',
    '  readonly variants?: Readonly<Record<string, string>>',
    '}',
    '',
    '/** The entities whose records have a page of their own (`page` in the schema), by `module/name`. */',
    `export const entityPages: Readonly<Record<string, EntityPage>> = ${toTsLiteral(pages)}`,
    '',
  ].join('\n')
  return { path: 'modules/entity-pages.gen.ts', contents }
}

/**
 * `tsconfig.json` extends this: the folders of modules the site leaves out are not type-checked
 * (their generated types are gone). Paths are relative to this file.
 */
function emitTsconfigExcludes(ir: SchemaIR, code: ModuleCode): EmittedFile {
  const leftOut = [...new Set(code.folders)].filter((module) => !ir.modules.includes(module)).sort()
  const exclude = [
    '../node_modules',
    '../.data',
    '../dist',
    ...leftOut.flatMap((module) => [
      ...['runtime', 'web', 'tests', 'bench'].map((layer) => `../${layer}/modules/${module}`),
      // Its route contract names its generated rows, which are gone with it.
      `../contract/routes/${module}.ts`,
      `../contract/routes/${module}`,
      `../seed/demo/modules/${module}.ts`,
      `../seed/demo/modules/${module}`,
      `../seed/demo/modules/*/with-${module}.ts`,
      `../tests/e2e/${module}-*.test.ts`,
    ]),
  ]
  return { path: 'tsconfig.modules.gen.json', contents: `${generatedHeader('schema/index.ts')}${JSON.stringify({ exclude }, null, 2)}\n` }
}

/** The module registration files; none when no module code was looked for (fixture schemas). */
export function emitModules(ir: SchemaIR, code: ModuleCode | undefined): EmittedFile[] {
  if (code === undefined) return []
  return [
    emitSiteModules(ir, code),
    emitServerModules(ir, code),
    emitWidgetModules(ir, code),
    emitSiteHooks(ir, code),
    emitAdminTools(ir, code),
    emitEntitySetHooks(ir, code),
    emitComputedValues(ir, code),
    emitDemoSeeds(ir, code),
    emitEntityPages(ir),
    emitTsconfigExcludes(ir, code),
  ]
}
