/**
 * What a module's browser code may add to the public site without the site's core naming the
 * module: each module that needs it writes `web/modules/<module>/site-hooks.ts` (default export, a
 * {@link SiteHooks}), and `npm run generate` lists the site's modules' hooks in
 * generated/modules/site-hooks.gen.ts. A module left out of the site takes its hooks with it.
 */
import type { ComponentType } from 'react'
import type { UiStrings } from '#web/i18n/en.ts'
import { moduleSiteHooks } from '#generated/modules/site-hooks.gen.ts'

/** A module's hooks into the public site's rendering. */
export interface SiteHooks {
  /**
   * Loads code a signed-in visitor's page renders synchronously (e.g. crm's form), before the
   * page renders on the server, before hydration and before a client navigation's render, so the
   * server's HTML and the first client render match.
   */
  readonly beforeSignedInRender?: () => Promise<unknown>
  /**
   * A part of the navbar only a signed-in subject sees (e.g. ecommerce's cart), loaded as a chunk
   * of its own once the page is interactive, so a visitor's page never carries it.
   */
  readonly signedInNavbarItem?: () => Promise<ComponentType>
  /**
   * Loads the links a module adds to the signed-in subject's account menu (social's Messages): a
   * chunk loaded with the menu itself, so their icons are not on every public page.
   */
  readonly accountMenuItems?: () => Promise<readonly AccountMenuItem[]>
}

/** A link in the account menu: its site path, its text from the UI strings, its icon. */
export interface AccountMenuItem {
  readonly href: string
  readonly label: (strings: UiStrings) => string
  readonly icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>
  readonly testId?: string
}

let loadedAccountMenuItems: readonly AccountMenuItem[] | undefined

/** Loads the modules' account menu links (once), in the site's module order. */
export async function loadAccountMenuItems(): Promise<readonly AccountMenuItem[]> {
  loadedAccountMenuItems ??= (await Promise.all(moduleSiteHooks.map(async (hooks) => (await hooks.accountMenuItems?.()) ?? []))).flat()
  return loadedAccountMenuItems
}

/** The modules' account menu links once {@link loadAccountMenuItems} has loaded them; none before. */
export function accountMenuItems(): readonly AccountMenuItem[] {
  return loadedAccountMenuItems ?? []
}

/** The modules' signed-in navbar items' loaders, in the site's module order. */
export const signedInNavbarItems: readonly (() => Promise<ComponentType>)[] = moduleSiteHooks.flatMap((hooks) =>
  hooks.signedInNavbarItem === undefined ? [] : [hooks.signedInNavbarItem],
)

/** Runs every module's {@link SiteHooks.beforeSignedInRender}; resolves when all have. */
export async function beforeSignedInRender(): Promise<void> {
  await Promise.all(moduleSiteHooks.map((hooks) => hooks.beforeSignedInRender?.()))
}
