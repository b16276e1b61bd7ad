/**
 * The language the current page is shown in. The site route provides the resolved page's
 * language; outside a page (error screens, the admin) the root provides the URL's.
 */
import { createContext, type ReactNode, useContext } from 'react'
import { defaultLanguage, type Language } from './languages.ts'

const LanguageContext = createContext<Language>(defaultLanguage)

/** Makes `language` current for `children`. */
export function LanguageProvider({ language, children }: { readonly language: Language; readonly children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
}

/** The current language code (`en`, `ru`). */
export function useLanguage(): Language {
  return useContext(LanguageContext)
}
