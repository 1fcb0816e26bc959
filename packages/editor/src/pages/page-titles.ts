import type en from '../i18n/en.json';

export type PageTitleKey = keyof (typeof en)['pages'];
