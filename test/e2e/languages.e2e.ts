// Every screen in every language: the home screen, the lobby and each game on the text table, in
// English, Portuguese, German and Korean (the browser's locale picks the language), on a phone
// (390 px) and a desktop (1280 px). No raw message key shows, nothing overflows sideways, and the
// status bar's picker switches the language at the table without leaving it; between the two
// sizes (700 and 820 px) Gang of Four's text table and the status bar are not crowded. Screenshots:
// test-results/languages/<lang>-<width>-<screen>.jpg (JPEG: a whole page in PNG cost Chromium
// 0.6–1.2 CPU s to encode, about twice as much, 40 times a run; the words read the same).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/start.ts';
import { builtApp, gt, launchChromium, printCpu, RESULTS_DIR, type BuiltApp } from './harness.ts';

const SHOTS = path.join(RESULTS_DIR, 'languages');
const LOCALES = { en: 'en-US', pt: 'pt-BR', de: 'de-DE', ko: 'ko-KR' } as const;
const WIDTHS = [390, 1280] as const;
/** A laptop narrower than the bar's words in some languages (they wrapped at 961–1,100 px). */
const NARROW_LAPTOP = 1000;
/** The shots' format: read by people, not compared by pixels. */
const JPEG = { type: 'jpeg', quality: 85 } as const;
const GAMES = ['the-gang', 'gang-of-four', 'gangsta'] as const;
/** A word each language's home screen says (proof the browser's locale chose the language). */
const CREATE = {
  en: 'Create a table',
  pt: 'Criar uma mesa',
  de: 'Tisch eröffnen',
  ko: '테이블 만들기',
};
/** A message key as i18next shows one it cannot find ('lobby.start', 'info.name'). */
const RAW_KEY =
  /\b(?:app|home|play|saved|status|room|demo|seats|lock|lobby|invite|screen|toast|reasons|info|log|cards|hud|options|ui|table|directions|combos|kinds|colours|categories|words|names|faces|chapters|skills|ends)\.[A-Za-z][\w-]*/;
/** Words each game's screen says in each language once dealt (proof its own words are the
 * reader's, not English): The Gang's header, Gang of Four's round line, Gangsta!'s chapter. */
const GAME_WORDS: Partial<Record<(typeof GAMES)[number], Record<keyof typeof LOCALES, RegExp>>> = {
  'the-gang': { en: /Heist 1/, pt: /Assalto 1/, de: /Coup 1/, ko: /강도 1/ },
  'gang-of-four': { en: /Round 1/, pt: /Rodada 1/, de: /Runde 1/, ko: /1 라운드/ },
  gangsta: {
    en: /Chapter I · Genesis/,
    pt: /Capítulo I · Gênese/,
    de: /Kapitel I · Genesis/,
    ko: /챕터 I · 기원/,
  },
};

let app: BuiltApp;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await builtApp();
  server = await startServer({ host: '127.0.0.1', port: 0, distDir: app.dir, build: false });
  browser = await launchChromium();
});

afterAll(async () => {
  await printCpu();
  await browser?.close();
  await server?.close();
  app?.release();
});

/** A status bar taller than this has gone to two lines (one line: 47–49 px). */
const BAR_ONE_LINE_PX = 60;

/** What is wrong on the page now: raw keys, sideways overflow, a status bar on two lines or
 * wider than the page. */
async function problemsOf(page: Page): Promise<string[]> {
  // As a player sees it: after the next frame's layout (a new viewport's size reaches the bar's
  // fit, fit-one-line.ts, in that frame's resize observations), read in the frame after.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { text, scroll, client, bar } = await page.evaluate(() => {
    const b = document.querySelector('.status-bar');
    return {
      text: document.body.innerText,
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
      bar: b && { height: b.getBoundingClientRect().height, wide: b.scrollWidth - b.clientWidth },
    };
  });
  const out: string[] = [];
  const raw = RAW_KEY.exec(text);
  if (raw) out.push(`raw key: ${raw[0]}`);
  if (scroll > client + 1) out.push(`overflow: ${scroll}px in ${client}px`);
  if (bar && bar.height > BAR_ONE_LINE_PX) out.push(`status bar ${bar.height} px tall`);
  if (bar && bar.wide > 1) out.push(`status bar ${bar.wide} px too wide`);
  return out;
}

/** Gang of Four's text table crowded: its turn squeezed narrow beside the round's line, or a
 * badge (the dealer's) over a player's count of cards. */
async function crowding(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const turn = document.querySelector('.gof-head__turn')?.getBoundingClientRect();
    if (!turn || turn.width < 240) out.push(`the turn is ${Math.round(turn?.width ?? 0)} px wide`);
    for (const one of document.querySelectorAll('.gof-players__one')) {
      const count = one.querySelector('.gof-players__cards strong')!.getBoundingClientRect();
      for (const badge of one.querySelectorAll('.gof-players__badges .badge')) {
        const b = badge.getBoundingClientRect();
        const apart =
          b.left >= count.right ||
          b.right <= count.left ||
          b.top >= count.bottom ||
          b.bottom <= count.top;
        if (!apart) out.push(`"${badge.textContent}" over a count`);
      }
    }
    return out;
  });
}

/** Seats bots until the game can start, then starts it. */
async function startWithBots(page: Page): Promise<void> {
  const lobby = await gt<{ minSeats: number; players: { seat: number | null }[] }>(page, 'lobby');
  const seated = lobby.players.filter((p) => p.seat !== null).length;
  for (let seat = seated; seat < lobby.minSeats; seat++) {
    await gt(page, 'lobbyAction', { a: 'bot', seat });
  }
  await page.waitForFunction(() => {
    const l = (
      window as unknown as { gangTable: { lobby(): { players: { ready: boolean }[] } } }
    ).gangTable.lobby();
    return l.players.every((p) => p.ready);
  });
  await gt(page, 'startGame');
  await page.locator('main.game-screen').waitFor();
}

describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('in %s', (lang) => {
  test.each([...WIDTHS])(
    'home, lobby and each game at %i px: no raw key, no overflow',
    async (width) => {
      const phone = width < 600;
      const context = await browser.newContext({
        locale: LOCALES[lang],
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { hasTouch: true, isMobile: true } : {}),
      });
      // The text table: every game's words in the DOM, read without a GPU.
      await context.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(SHOTS, `${lang}-${width}-${name}.jpg`),
          fullPage: true,
          ...JPEG,
        });
      const found: string[] = [];
      const check = async (name: string) => {
        await shot(name);
        for (const p of await problemsOf(page)) found.push(`${name}: ${p}`);
      };

      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => 'gangTable' in window);
      await page.getByRole('button', { name: CREATE[lang] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toMatch(
        new RegExp(`^${lang}`),
      );
      await check('home');

      for (const game of GAMES) {
        await gt(page, 'createRoom', { game, name: 'Ana' });
        await page.getByTestId('room-code').waitFor();
        if (game === 'the-gang') await check('lobby');
        await startWithBots(page);
        await page.waitForTimeout(500); // a moment for the bots' first moves to show in the log
        await check(game);
        if (game === 'the-gang' && !phone) {
          // Between a tablet and a laptop: the bar's words fit in English but not in German or
          // Portuguese, where it turns to marks (fit-one-line.ts) rather than go to two lines.
          await page.setViewportSize({ width: NARROW_LAPTOP, height: 900 });
          await check(`${game}-${NARROW_LAPTOP}`);
          await page.setViewportSize({ width, height: 900 });
        }
        const words = GAME_WORDS[game]?.[lang];
        if (words && !words.test(await page.evaluate(() => document.body.innerText))) {
          found.push(`${game}: no ${words} in ${lang}`);
        }
        page.once('dialog', (d) => void d.accept());
        await gt(page, 'leave');
        await page.getByRole('button', { name: CREATE[lang] }).waitFor();
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );
});

test('the status bar switches the language at the table, and it is remembered', async () => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => 'gangTable' in window);
  await gt(page, 'createRoom', { game: 'gang-of-four', name: 'Ana' });
  await startWithBots(page);
  // Between a phone and a desktop (a tablet upright, a narrow window): nothing runs off the edge,
  // the turn keeps its width, and no badge lies over a player's count.
  for (const width of [700, 820]) {
    await page.setViewportSize({ width, height: 900 });
    expect([...(await problemsOf(page)), ...(await crowding(page))], `at ${width} px`).toEqual([]);
  }
  await page.screenshot({ path: path.join(SHOTS, 'en-820-gang-of-four.jpg'), ...JPEG });
  await page.setViewportSize({ width: 1280, height: 900 });
  const code = await gt<string>(page, 'lobby').then(() => page.url());
  await page.locator('.status-bar').getByTestId('language-picker').selectOption('ko');
  await page.getByRole('button', { name: '게임 끝내기' }).waitFor(); // "End the game", in Korean
  expect(await gt<string>(page, 'status')).toBe('connected'); // still at the table
  expect(page.url()).toBe(code);
  await page.screenshot({ path: path.join(SHOTS, 'switch-ko-1280-gang-of-four.jpg'), ...JPEG });
  expect(await page.evaluate(() => localStorage.getItem('gang-table.language'))).toBe('ko');
  await context.close();
}, 240_000);
