// For the rules references' tests: a reference rendered in one language, and the text left when
// every word came through (a raw key, an empty interpolation or an English leftover is a failure).
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { i18n } from '../../i18n/i18n.ts';
import type { Language } from '../../i18n/core/languages.ts';
import { markupText } from './screen-test-kit.tsx';

/** The text of `Rules` showing `view`, in language `lang` (the language is English again after). */
export function rulesText<V>(Rules: ComponentType<{ view: V }>, view: V, lang: Language): string {
  void i18n.changeLanguage(lang);
  try {
    return markupText(renderToStaticMarkup(createElement(Rules, { view })));
  } finally {
    void i18n.changeLanguage('en');
  }
}

/** A message key left in the text ('rules.cards.none', 'challenges.blackout.name') or a
 * placeholder never filled ('{{mode}}'). */
export const RAW_KEY = /\b[a-z][a-zA-Z-]*\.[a-z][a-zA-Z0-9-]*\.[a-zA-Z0-9.-]+\b|\{\{/;
