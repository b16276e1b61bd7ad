/**
 * The contract of a module's part of the navbar: `web/modules/<module>/navbar-slot.tsx`
 * default-exports a component taking {@link NavbarSlotProps}; `npm run generate` lists the file of
 * each module the site lists (generated/modules/widget-modules.gen.ts `navbarSlotLoaders`), so the
 * navbar (web/modules/website-builder) names no other module. The navbar shows module slots to
 * signed-in subjects once the page is interactive, each loaded as a chunk of its own then (the
 * shop's cart: a visitor's page never carries its code).
 */
import type { ComponentType } from 'react'
import type { ResolvedPage } from '#runtime/modules/host/resolved-page.ts'

/** What a navbar slot receives. */
export interface NavbarSlotProps {
  /** The page being shown. */
  readonly page: ResolvedPage
  /** Where the slot is drawn: the desktop bar or the stacked mobile menu. */
  readonly placement: 'bar' | 'menu'
}

/** Loads a module's navbar slot: `() => import('#web/modules/<module>/navbar-slot.tsx')`. */
export type NavbarSlotLoader = () => Promise<{ readonly default: ComponentType<NavbarSlotProps> }>
