// Japanese by default, English as fallback; detected from local storage, then the browser,
// then the page's lang (ja), and remembered in local storage under i18nextLng.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Settles once the first language's translations are in (or failed to load). */
export const i18nReady: Promise<unknown> = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
      // ja-JP is ja: remember the language, not the region.
      convertDetectedLanguage: (lng: string) => lng.replace(/-.*/, ''),
    },
    // Relative to the page, so the app works under any path.
    backend: { loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json` },
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
  });

/** The language shown now, as one of ours. */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'ja';
}

export { i18n };
