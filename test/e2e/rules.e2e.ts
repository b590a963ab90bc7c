// The rules at hand (issue 24): from a game on the table, the status bar's Rules button opens the
// game's reference, in Korean and in English, on a phone (390 px, touch) and a desktop (1280 px):
// a modal dialog with focus inside it and kept there, no raw key, nothing overflowing sideways,
// no serious or critical axe finding while it is open; Escape closes it and gives focus back to
// the button. The first-game hint says what to do in the reader's language, and once put away it
// stays away for that game. Screenshots: test-results/rules/<lang>-<width>-<game>[-hint].png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/start.ts';
import { axeFindings } from './axe-kit.ts';
import { tableDrawn } from './bot-kit.ts';
import { builtApp, gt, launchChromium, printCpu, RESULTS_DIR, type BuiltApp } from './harness.ts';
import { drawAtScale } from './table-kit.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';

const SHOTS = path.join(RESULTS_DIR, 'rules');
const LOCALES = { en: 'en-US', ko: 'ko-KR' } as const;
const GAMES = ['the-gang', 'gang-of-four', 'gangsta'] as const;
/** The words a player looks for, per language: the button, the hint's dismissal, a heading of
 * each game's reference (in the box's words). */
const WORDS = {
  en: {
    rules: 'Rules',
    create: 'Create a table',
    gotIt: 'Got it',
    heading: {
      'the-gang': 'Hand ranking',
      'gang-of-four': 'Combinations, low to high',
      gangsta: 'Skills',
    },
  },
  ko: {
    rules: '규칙',
    create: '테이블 만들기',
    gotIt: '알겠어요',
    heading: { 'the-gang': '족보', 'gang-of-four': '카드 조합, 낮은 것부터', gangsta: '기술' },
  },
} as const;
const PHONE_VIEW = { width: 390, height: 844 };
/** A message key left unfound ('rules.ranking.title') or a placeholder never filled. */
const RAW_KEY = /\b[a-z][a-zA-Z-]*\.[a-z][a-zA-Z0-9-]*\.[a-zA-Z0-9.-]+\b|\{\{/;

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

/** A new table of `game` with bots in the free seats, started. */
async function playWithBots(page: Page, game: string): Promise<void> {
  await gt(page, 'createRoom', { game, name: 'Ana' });
  await page.getByTestId('room-code').waitFor();
  const lobby = await gt<{ minSeats: number; players: { seat: number | null }[] }>(page, 'lobby');
  const seated = lobby.players.filter((p) => p.seat !== null).length;
  for (let seat = seated; seat < lobby.minSeats; seat++) {
    await gt(page, 'lobbyAction', { a: 'bot', seat });
  }
  await page.waitForFunction(() =>
    (window as unknown as { gangTable: { lobby(): { players: { ready: boolean }[] } } }).gangTable
      .lobby()
      .players.every((p) => p.ready),
  );
  await gt(page, 'startGame');
  await page.locator('main.game-screen').waitFor();
}

/** Whether focus is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('in %s', (lang) => {
  test.each([390, 1280])(
    'at %i px: each game’s reference opens from the table, reads whole, traps focus, closes',
    async (width) => {
      const phone = width < 600;
      const context = await browser.newContext({
        locale: LOCALES[lang],
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { hasTouch: true, isMobile: true } : {}),
      });
      // The text table: the same status bar and dialog, without waiting on a software GPU.
      await context.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => 'gangTable' in window);
      const found: string[] = [];
      const words = WORDS[lang];

      for (const game of GAMES) {
        await playWithBots(page, game);
        const hint = page.locator('.first-hint');
        await hint.waitFor();
        const hintText = await hint.innerText();
        if (RAW_KEY.test(hintText)) found.push(`${game} hint: raw key in ${hintText}`);
        if (lang === 'ko' && !/[가-힣]/.test(hintText)) found.push(`${game} hint not Korean`);
        await page.screenshot({ path: path.join(SHOTS, `${lang}-${width}-${game}-hint.png`) });

        const button = page.locator('.status-bar').getByRole('button', { name: words.rules });
        await button.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByRole('heading', { name: words.heading[game], exact: true }).waitFor();
        expect(await focusInDialog(page)).toBe(true);
        const { text, docOverflow, boxOverflow } = await page.evaluate(() => {
          const box = document.querySelector('.rules-dialog__body')!;
          return {
            text: (document.querySelector('[role="dialog"]') as HTMLElement).innerText,
            docOverflow:
              document.documentElement.scrollWidth - document.documentElement.clientWidth,
            boxOverflow: box.scrollWidth - box.clientWidth,
          };
        });
        const raw = RAW_KEY.exec(text);
        if (raw) found.push(`${game}: raw key ${raw[0]}`);
        if (docOverflow > 1) found.push(`${game}: page overflows by ${docOverflow}px`);
        if (boxOverflow > 1) found.push(`${game}: dialog overflows by ${boxOverflow}px`);
        await page.screenshot({ path: path.join(SHOTS, `${lang}-${width}-${game}.png`) });
        for (const f of await axeFindings(page)) {
          found.push(`${game} axe: ${f.impact} ${f.id}: ${f.nodes.join(', ')}`);
        }

        // Tab round the dialog many times: focus never leaves it (the page behind is inert).
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
          if (!(await focusInDialog(page))) found.push(`${game}: Tab ${i} left the dialog`);
        }
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        const back = await page.evaluate(() =>
          document.activeElement?.classList.contains('rules-button'),
        );
        if (!back) found.push(`${game}: focus not back on the Rules button`);

        page.once('dialog', (d) => void d.accept());
        await gt(page, 'leave');
        await page.getByRole('button', { name: words.create }).waitFor();
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );
});

test('the first-game hint, once put away, stays away for that game only', async () => {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: PHONE_VIEW,
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => 'gangTable' in window);
  await playWithBots(page, 'gang-of-four');
  await page.locator('.first-hint').waitFor();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.locator('.first-hint').waitFor({ state: 'detached' });
  await page.reload();
  await page.locator('main.game-screen').waitFor({ timeout: 30_000 });
  // The hint is placed in the commit that renders the game's screen (Room's RoomHint); a frame
  // later any effect's re-render is in too.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  expect(await page.locator('.first-hint').count()).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('gang-table.hint.gang-of-four'))).toBe(
    'dismissed',
  );
  page.once('dialog', (d) => void d.accept());
  await gt(page, 'leave');
  await playWithBots(page, 'gangsta');
  await page.locator('.first-hint').waitFor(); // another game's hint still shows
  await context.close();
}, 180_000);

test('on a phone over the 3D table, the hint floats at the top, clear of the player’s cards', async () => {
  const context = await browser.newContext({
    locale: 'ko-KR',
    viewport: PHONE_VIEW,
    hasTouch: true,
    isMobile: true,
  });
  // Half the pixels per CSS pixel (a quarter of SwiftShader's work, the first draw's faces and
  // shadow map included): what is checked and shot is the hint's box over the table.
  await drawAtScale(context, 0.5);
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => 'gangTable' in window);
  for (const game of ['the-gang', 'gang-of-four'] as const) {
    await playWithBots(page, game);
    await tableDrawn(page);
    // Drawn once, the table draws nothing more while the hint is read and shot (hud-kit's
    // holdFrames): the bots' deal and moves would keep it drawing every frame it can. The picture
    // is the table as first drawn, the deal on its way; what is checked is the hint's box.
    await holdFrames(page);
    const hint = page.locator('.first-hint');
    await hint.waitFor();
    await page.screenshot({ path: path.join(SHOTS, `ko-390-3d-${game}-hint.png`) });
    const { hintBox, cards } = await page.evaluate(() => {
      const box = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      // The player's cards on a phone: the sheet at the foot (its hand), and the hand rail.
      const mine = [...document.querySelectorAll('.hud__sheet, .hud__slot--bottom')];
      return { hintBox: box(document.querySelector('.first-hint')!), cards: mine.map(box) };
    });
    expect(cards.length).toBeGreaterThan(0);
    expect(hintBox.bottom).toBeLessThan(PHONE_VIEW.height / 2);
    for (const c of cards) expect(hintBox.bottom <= c.top || c.bottom <= c.top).toBe(true);
    await releaseFrames(page);
    page.once('dialog', (d) => void d.accept());
    await gt(page, 'leave');
    await page.getByRole('button', { name: WORDS.ko.create }).waitFor();
  }
  await context.close();
}, 240_000);
