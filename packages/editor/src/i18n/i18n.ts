import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * The one i18next instance of the editor. English is bundled and initialised synchronously, so
 * `i18n.t` is usable as soon as this module is imported (also outside React, e.g. in the API client).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
