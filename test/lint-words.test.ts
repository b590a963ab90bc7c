// Words a player reads come from the catalogs, not from components (eslint.config.js,
// scripts/eslint/no-literal-text.js): a sentence, a title or an aria-label written in JSX fails
// lint; t() calls, symbols and digits pass.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function literals(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === 'words/no-literal-text').length;
}

const head = "import { t } from '../i18n/i18n.ts';\n";

describe('no words written in components', () => {
  test.each([
    ['JSX text', 'export const A = () => <p>Start the game</p>;'],
    ['Korean JSX text', 'export const A = () => <p>게임 시작</p>;'],
    ['a title', 'export const A = () => <button title="Dismiss">×</button>;'],
    ['an aria-label', "export const A = () => <i aria-label={'Seats'} />;"],
    ['a template child', 'export const A = ({ n }: { n: number }) => <b>{`Seat ${n}`}</b>;'],
  ])(
    '%s fails',
    async (_, code) => {
      expect(await literals('src/ui/X.tsx', head + code)).toBe(1);
    },
    30_000,
  );

  test('messages, symbols and digits pass', async () => {
    const code = `${head}export const A = ({ n }: { n: number }) => (
  <p title={t('toast.dismiss')}>
    ▶ {t('home.watchDemo')} · {n}× ✓ 42
  </p>
);`;
    expect(await literals('src/table/X.tsx', code)).toBe(0);
  }, 30_000);
});
