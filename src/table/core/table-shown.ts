// The moment this page first shows its player a table: the 3D table's first whole frame, or the
// game's text table. A table this tab hosts holds its bots' first moves until then
// (net/host-bots.ts `hold`, asked for through the session's deps by app/browser-session.ts): on
// a slow phone they would otherwise decide, drag and send views on the page's one thread while
// it draws its first frame, and move before the player can see them. No three.js here: the
// app's composition root imports it with the home screen's code.

let waiting: (() => void)[] = [];

/** Resolves the next time a table is shown on this page (not for one shown before the call). */
export function nextTableShown(): Promise<void> {
  return new Promise((resolve) => waiting.push(resolve));
}

/** A table is shown now (TableRuntime on its first whole frame; TableArea's text table). */
export function tableShown(): void {
  const now = waiting;
  waiting = [];
  for (const resolve of now) resolve();
}
