/**
 * The admin's state that belongs in the URL, so the browser's Back button and shared links work:
 * the selected record and the open modal. Closing a modal is a navigation, which is what lets the
 * unsaved-changes guard cover it.
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'

/** The admin's search params. */
export interface AdminSearch {
  /** The selected record of the page's model, whose relation tables show. */
  readonly record?: string
  /** The open modal: editing a record, or creating one (a relation table's Add new). */
  readonly modal?: 'edit' | 'create'
  /** The model of the modal's record (`module/entity`). */
  readonly modalModel?: string
  /** The edited record's id. */
  readonly modalId?: string
  /** For create: the field that holds the selected record's id. */
  readonly modalKey?: string
}

const keys = ['record', 'modal', 'modalModel', 'modalId', 'modalKey'] as const

function readSearch(search: Readonly<Record<string, unknown>>): AdminSearch {
  const result: Record<string, string> = {}
  for (const key of keys) {
    const value = search[key]
    if (typeof value === 'string' && value !== '') result[key] = value
  }
  if (result.modal !== undefined && result.modal !== 'edit' && result.modal !== 'create') delete result.modal
  return result as AdminSearch
}

/** The current admin search and a function that changes part of it (a new history entry). */
export function useAdminSearch(): readonly [AdminSearch, (change: Partial<Record<keyof AdminSearch, string | undefined>>) => void] {
  const search = readSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const change = useCallback(
    (next: Partial<Record<keyof AdminSearch, string | undefined>>) =>
      // The admin's routes declare no search schema (the site keeps search params as plain text), so
      // the router's types know nothing of these keys.
      // The table's view (table-view.ts) stays in the URL beside them.
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...next }) as never }),
    [navigate],
  )
  return [search, change]
}

/** The change that closes any modal. */
export const closedModal = { modal: undefined, modalModel: undefined, modalId: undefined, modalKey: undefined } as const

/** A modal's form goes when the page changes or the URL names another modal, or none. */
export function leavesModal(
  current: { readonly pathname: string; readonly search: Readonly<Record<string, unknown>> },
  next: typeof current,
): boolean {
  const modalOf = (search: Readonly<Record<string, unknown>>) =>
    keys.map((key) => (key === 'record' ? '' : String(search[key] ?? ''))).join('|')
  return current.pathname !== next.pathname || modalOf(current.search) !== modalOf(next.search)
}
