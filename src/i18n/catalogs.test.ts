// Every language has every message: the same keys as English in each namespace (shared and each
// game's), exactly the plural forms its language counts with (Intl.PluralRules), the same
// {{placeholders}}, and no empty text. A key missing in any language fails here.
import { describe, expect, test } from 'vitest';
import { resources } from './everything.ts';
import { LANGUAGES, LOCALES, type Language } from './core/languages.ts';

type Tree = { readonly [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalog as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

/** The plural forms a language's whole numbers take (what i18next picks a suffix from). */
function pluralForms(lang: Language): Set<string> {
  const rules = new Intl.PluralRules(LOCALES[lang]);
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

/** Key → its base (plural suffix stripped) and the set of forms/placeholders per base. */
function bases(tree: Tree) {
  const forms = new Map<string, Set<string>>();
  const holes = new Map<string, Set<string>>();
  for (const [key, text] of leaves(tree)) {
    const base = key.replace(PLURAL, '');
    const form = PLURAL.exec(key)?.[1] ?? '';
    if (!forms.has(base)) forms.set(base, new Set());
    forms.get(base)!.add(form);
    // {{count}} is implied by a plural; Korean may leave the number to the context.
    const names = [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
    holes.set(base, new Set([...(holes.get(base) ?? []), ...names.filter((n) => n !== 'count')]));
  }
  return { forms, holes };
}

const namespaces = Object.keys(resources.en) as (keyof (typeof resources)['en'])[];

describe.each(namespaces)('the %s messages', (ns) => {
  const english = bases(resources.en[ns] as Tree);

  test.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s has every key English has, no more',
    (lang) => {
      const theirs = bases(resources[lang][ns] as Tree);
      expect([...theirs.forms.keys()].sort()).toEqual([...english.forms.keys()].sort());
    },
  );

  test.each([...LANGUAGES])(
    '%s has its own plural forms, placeholders and no empty text',
    (lang) => {
      const tree = resources[lang][ns] as Tree;
      const { forms, holes } = bases(tree);
      const want = pluralForms(lang);
      for (const [base, got] of forms) {
        if (got.has('')) continue; // not a plural
        expect([...got].sort(), `${lang} ${ns}:${base}`).toEqual([...want].sort());
      }
      for (const [base, names] of holes) {
        expect([...names].sort(), `${lang} ${ns}:${base}`).toEqual(
          [...(english.holes.get(base) ?? [])].sort(),
        );
      }
      for (const [key, text] of leaves(tree))
        expect(text.trim(), `${lang} ${ns}:${key}`).not.toBe('');
    },
  );
});
