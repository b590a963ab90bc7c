// Typed keys: i18next checks every `t('…')` against the English catalogs (a key that does not
// exist is a type error).
import 'i18next';
import type { Resources } from './i18n.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
