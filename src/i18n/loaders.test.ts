// What the browser fetches is what Node loads at once: each loader gives exactly its catalog, so
// a key added to a catalog file reaches the page (and catalogs.test.ts checks it in every
// language).
import { expect, test } from 'vitest';
import { LANGUAGES } from './core/languages.ts';
import { resources } from './everything.ts';
import { GAME_LOADERS } from './games/loaders.ts';
import { SHARED_LOADERS } from './shared/loaders.ts';

test('every game namespace has a loader, and each language’s gives its catalog', async () => {
  expect(Object.keys(GAME_LOADERS).sort()).toEqual(
    Object.keys(resources.en)
      .filter((ns) => ns !== 'common')
      .sort(),
  );
  for (const lang of LANGUAGES) {
    for (const [ns, loaders] of Object.entries(GAME_LOADERS)) {
      expect(await loaders[lang](), `${lang} ${ns}`).toEqual(
        resources[lang][ns as keyof (typeof resources)['en']],
      );
    }
  }
});

test('every language but English has its shared words fetched, and they are its catalog', async () => {
  expect(Object.keys(SHARED_LOADERS).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  for (const [lang, load] of Object.entries(SHARED_LOADERS)) {
    expect(await load()).toEqual(resources[lang as keyof typeof resources].common);
  }
});
