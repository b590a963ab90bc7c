// The HUD's panels against their reserves: each corner's panels must keep to the box of fixed
// size (data-hud-reserve) that the seat's view keeps every piece out of, or they would cover
// pieces. Checked at every screen size in every language by the phone tests that open each game,
// on the phone's page (the host's HUD is the same app's), its table held still meanwhile.
import type { Page } from 'playwright-core';

/** Every screen size the HUD is checked at: a laptop, a phone upright and on its side, a tablet
 * upright, a large monitor. */
export const HUD_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'phone_land', width: 844, height: 390 },
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'monitor', width: 1920, height: 1080 },
] as const;

/** Every language the app speaks (German and Korean run long). */
export const HUD_LANGUAGES = ['en', 'pt', 'de', 'ko'] as const;

/** Which panels outgrow the reserve they stand in now (an empty list: none), each as "top-right
 * panel 21×160 past its reserve 336×128 by 32 px below": each corner's stack of panels, the game's
 * strip and a hand across the foot against their own reserve (`data-hud-reserve`, the box the
 * seat's view keeps every piece out of), a phone's closed sheet against the sheet's, and the
 * first-game hint against its own where it has one (a large screen's: folded elsewhere). A panel
 * that scrolls inside its reserve counts as its reserve's size; the room's notices under the
 * header do not count (they come and go over the table). Disclosures opened by the player (a
 * menu, a legend) are closed while it measures, and opened again after. */
export function reserveProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type B = { left: number; top: number; right: number; bottom: number };
    const box = (e: Element | null): B | null => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 ? r : null;
    };
    // A corner's panels: its stack as shown, but the room's notices (they come and go over the
    // table, under the header: checked by chromeProblems).
    const stackBox = (stack: Element | null): B | null => {
      const whole = box(stack);
      if (!whole || !stack!.querySelector(':scope > .hud__notices')) return whole;
      const parts = [...stack!.children]
        .filter((c) => !c.matches('.hud__notices'))
        .map(box)
        .filter((b): b is DOMRect => b !== null);
      if (parts.length === 0) return null;
      return {
        left: Math.min(...parts.map((b) => b.left)),
        top: Math.min(...parts.map((b) => b.top)),
        right: Math.max(...parts.map((b) => b.right)),
        bottom: Math.min(whole.bottom, Math.max(...parts.map((b) => b.bottom))),
      };
    };
    const opened = [...document.querySelectorAll('[data-hud] details[open]')];
    for (const d of opened) d.removeAttribute('open');
    const problems: string[] = [];
    const screen = document.querySelector('[data-hud]');
    const closed = screen?.getAttribute('data-sheet') !== 'open';
    for (const reserve of document.querySelectorAll('[data-hud] [data-hud-reserve]')) {
      const name = reserve.getAttribute('data-hud-reserve')!;
      const r = box(reserve);
      if (!r) continue;
      const panel =
        name === 'sheet'
          ? closed
            ? box(document.querySelector('[data-hud] .hud__sheet'))
            : null
          : name === 'hint'
            ? box(document.querySelector('[data-hud] .hud__hint .first-hint'))
            : stackBox(document.querySelector(`[data-hud-stack="${name}"]`));
      if (!panel) continue;
      const past = (
        [
          ['left', r.left - panel.left],
          ['above', r.top - panel.top],
          ['right', panel.right - r.right],
          ['below', panel.bottom - r.bottom],
        ] as const
      ).filter(([, by]) => by > 1);
      if (past.length === 0) continue;
      const size = (b: B) => `${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}`;
      const how = past.map(([side, by]) => `${Math.round(by)} px ${side}`).join(', ');
      problems.push(`${name} panel ${size(panel)} past its reserve ${size(r)} by ${how}`);
    }
    for (const d of opened) d.setAttribute('open', '');
    return problems;
  });
}

/** The page's own animation frames while they are held (holdFrames), and the callbacks waiting
 * (a type only: the functions below run in the page). */
type HeldFrames = {
  run: typeof requestAnimationFrame;
  cancel: typeof cancelAnimationFrame;
  waiting: Map<number, FrameRequestCallback>;
};
type HeldWindow = Window & { __heldFrames?: HeldFrames };

/** Holds page's animation frames: until releaseFrames, a callback given to
 * requestAnimationFrame waits instead of running, so the 3D table draws nothing (on a software
 * rasteriser every frame it draws after a resize is CPU, and its picture is not what the reserves'
 * check reads); the page's layout, its ResizeObservers and React go on as ever. */
export function holdFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as HeldWindow;
    if (w.__heldFrames) return;
    const waiting = new Map<number, FrameRequestCallback>();
    const held = {
      run: w.requestAnimationFrame.bind(w),
      cancel: w.cancelAnimationFrame.bind(w),
      waiting,
    };
    w.__heldFrames = held;
    // Ids far above the browser's own (which count up from 1), so the two never meet.
    let next = 1e9;
    w.requestAnimationFrame = (cb) => {
      waiting.set(++next, cb);
      return next;
    };
    w.cancelAnimationFrame = (id) => {
      if (!waiting.delete(id)) held.cancel(id);
    };
  });
}

/** Lets page's animation frames run again (holdFrames): each callback asked for meanwhile runs
 * on the next frame, so the table draws the picture it owes (at the page's size then). */
export function releaseFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as HeldWindow;
    const held = w.__heldFrames;
    if (!held) return;
    delete w.__heldFrames;
    w.requestAnimationFrame = held.run;
    w.cancelAnimationFrame = held.cancel;
    for (const cb of held.waiting.values()) held.run(cb);
  });
}

/** Two frames of page's (its own, even while held): its layout, ResizeObservers and React follow
 * a new size or language. */
function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const w = window as unknown as HeldWindow;
    const raf = w.__heldFrames?.run ?? w.requestAnimationFrame.bind(w);
    return new Promise((r) => raf(() => raf(r)));
  });
}

/** Checks page's panels against their reserves (reserveProblems) at every HUD_SIZES in every
 * HUD_LANGUAGES; resolves what it found ("de phone: bottom-left panel …"). The page goes back to
 * its own size and English after. Only the page's boxes are read: its table draws nothing
 * meanwhile (holdFrames). */
export async function reservesAcross(page: Page, name: string): Promise<string[]> {
  const own = page.viewportSize()!;
  const found: string[] = [];
  await holdFrames(page);
  try {
    for (const lang of HUD_LANGUAGES) {
      await pickLanguage(page, lang);
      for (const size of HUD_SIZES) {
        await page.setViewportSize(size);
        await twoFrames(page);
        for (const p of await reserveProblems(page))
          found.push(`${name} ${lang} ${size.name}: ${p}`);
      }
    }
    await page.setViewportSize(own);
    await pickLanguage(page, 'en');
  } finally {
    await releaseFrames(page);
  }
  return found;
}

/** Switches page's words with the status bar's picker wherever the status bar puts it (a phone's
 * may fold it away), without waiting for it to be in view; resolves once the page says them. */
async function pickLanguage(page: Page, lang: string): Promise<void> {
  await page.waitForSelector('.status-bar [data-testid="language-picker"]', {
    state: 'attached',
    timeout: 60_000,
  });
  await page.evaluate((l) => {
    const picker = document.querySelector<HTMLSelectElement>(
      '.status-bar [data-testid="language-picker"]',
    )!;
    // React hears a change made through the element's own setter.
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(picker, l);
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  }, lang);
  // Polled by a timer: the page's animation frames may be held (holdFrames).
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang, {
    timeout: 30_000,
    polling: 50,
  });
}
