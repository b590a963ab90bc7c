// The house's boundaries hold by lint, not by review (eslint.config.js): these lint a few lines as
// if they stood in the project's folders, and the rules must catch an upward import and a
// cross-game import, and let the right imports through.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The messages of no-restricted-imports for `code` placed at `file`. */
async function breaches(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layers import inward only', () => {
  test.each([
    ['src/net/x.ts', "import { Session } from '../store/session.ts';\nexport const s = Session;"],
    [
      'src/store/x.ts',
      "import { TableView } from '../table/TableView.tsx';\nexport const t = TableView;",
    ],
    ['src/table/x.ts', "import { Home } from '../ui/Home.tsx';\nexport const h = Home;"],
    ['src/engine/x.ts', "import { Host } from '../net/host.ts';\nexport const h = Host;"],
    ['src/ui/x.ts', "import { App } from '../app/App.tsx';\nexport const a = App;"],
  ])(
    '%s may not import that',
    async (file, code) => {
      expect((await breaches(file, code)).join('\n')).toMatch(/Imports point inward only/);
    },
    30_000,
  );

  test('an inward import passes', async () => {
    const code = "import { Host } from '../net/host.ts';\nexport const h = Host;";
    expect(await breaches('src/store/x.ts', code)).toEqual([]);
  }, 30_000);
});

describe('a game imports no other game', () => {
  test.each([
    [
      'src/ui/games/the-gang/x.ts',
      "import { gangstaUi } from '../gangsta/index.ts';\nexport const g = gangstaUi;",
    ],
    [
      'src/engine/games/gangsta/x.ts',
      "import { gofCombo } from '../gang-of-four/api.ts';\nexport const g = gofCombo;",
    ],
    [
      'src/table/games/gang-of-four/x.ts',
      "import { theGangTable } from '../the-gang/index.ts';\nexport const t = theGangTable;",
    ],
  ])(
    '%s may not import another game',
    async (file, code) => {
      expect((await breaches(file, code)).join('\n')).toMatch(/imports no other game/);
    },
    30_000,
  );

  test('a game’s folder may import its own engine folder and shared code', async () => {
    const code = [
      "import { gofCombo } from '../../../engine/games/gang-of-four/api.ts';",
      "import { lastLogLine } from '../game-ui.ts';",
      'export const x = [gofCombo, lastLogLine];',
    ].join('\n');
    expect(await breaches('src/ui/games/gang-of-four/x.ts', code)).toEqual([]);
  }, 30_000);
});
