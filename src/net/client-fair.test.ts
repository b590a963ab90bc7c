// A page's fair-play witness across a reload: what it contributed and the hashes of the views it
// was sent are kept in the tab's storage, so a page reloaded in the middle of a game still checks
// the whole game (and still catches a view it was sent before the reload that the record does not
// hold); the host's own page keeps the commitment and checks it like every page.
import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, test } from 'vitest';
import { playFair } from '../engine/fair/test-kit.ts';
import { viewHash } from '../engine/fair/verify.ts';
import { gameById } from '../engine/index.ts';
import { FairWitness, WITNESS_KEY, type WitnessStore } from './client-fair.ts';
import type { ClientMessage } from './protocol.ts';
import { PROTOCOL_VERSION as v } from './protocol.ts';

/** sessionStorage's part the witness uses, in memory. */
function memoryStore(): WitnessStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, value) => void data.set(k, value),
  };
}

const played = playFair('the-gang', 3, 'reload');
const { record, states } = played;
const def = gameById('the-gang')!;
/** Seat `seat`'s views of the states, as the host sends them (each one that changed). */
const viewsOf = (seat: number) => {
  const out: unknown[] = [];
  for (const s of states) {
    const view = JSON.parse(JSON.stringify(def.view(s, seat))) as unknown;
    if (out.length === 0 || viewHash(out.at(-1)) !== viewHash(view)) out.push(view);
  }
  return out;
};

/** A page at seat 1: its contribution is the one the record holds. */
function page(store: WitnessStore | null, sent: ClientMessage[] = []) {
  const value = record.contributions[1]!.value;
  return new FairWitness(
    () => hexToBytes(value),
    (m) => sent.push(m),
    store,
  );
}
const deal = { v, t: 'deal', id: record.id, commitment: record.commitment } as const;

describe('a page reloaded in the middle of a game', () => {
  const views = viewsOf(1);
  const half = Math.floor(views.length / 2);

  test('checks every view it was sent, before and after the reload', () => {
    const store = memoryStore();
    const sent: ClientMessage[] = [];
    const before = page(store, sent);
    before.deal(deal);
    expect(sent).toEqual([{ v, t: 'contribute', id: record.id, value: expect.any(String) }]);
    for (const view of views.slice(0, half)) before.saw(view, 1);
    const after = page(store); // the reload: a new witness, the same tab's storage
    for (const view of views.slice(half)) after.saw(view, 1);
    const fair = after.check(record);
    expect(fair.verdict).toEqual({ ok: true, intents: record.intents.length, views: views.length });
  });

  test('asked again after the reload, it contributes the same value', () => {
    const store = memoryStore();
    const sent: ClientMessage[] = [];
    page(store, sent).deal(deal);
    page(store, sent).deal(deal);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(sent[1]);
  });

  test('a view sent before the reload that the record does not hold is still caught', () => {
    const store = memoryStore();
    const before = page(store);
    before.deal(deal);
    for (const view of views.slice(0, half)) before.saw(view, 1);
    before.saw({ ...(views[1] as object), vaults: 99 }, 1);
    const after = page(store);
    for (const view of views.slice(half)) after.saw(view, 1);
    expect(after.check(record).verdict).toMatchObject({ ok: false, reason: 'view-mismatch' });
    // Without the storage the page would have forgotten it, and the check passes.
    const forgetful = page(null);
    for (const view of views.slice(half)) forgetful.saw(view, 1);
    expect(forgetful.check(record).verdict).toMatchObject({ ok: true });
  });

  test('a broken stored witness is ignored', () => {
    const store = memoryStore();
    store.data.set(WITNESS_KEY, '{"views": [{"hash": 5}], "id": {}}');
    const w = page(store);
    w.deal(deal);
    for (const view of views) w.saw(view, 1);
    expect(w.check(record).verdict).toMatchObject({ ok: true, views: views.length });
    store.data.set(WITNESS_KEY, 'not json');
    expect(() => page(store)).not.toThrow();
  });
});

describe("the host's own page", () => {
  test('keeps the commitment without contributing, and checks the record like every page', () => {
    const sent: ClientMessage[] = [];
    const host = new FairWitness(
      () => new Uint8Array(32),
      (m) => sent.push(m),
      null,
    );
    host.deal({ ...deal, own: true });
    for (const view of viewsOf(0)) host.saw(view, 0);
    expect(host.check(record).verdict).toMatchObject({ ok: true });
    expect(sent.map((m) => m.t)).toEqual(['checked']);
  });

  test('catches a record whose commitment is not the one announced', () => {
    const host = new FairWitness(
      () => new Uint8Array(32),
      () => {},
      null,
    );
    host.deal({ ...deal, commitment: 'ab'.repeat(32), own: true });
    for (const view of viewsOf(0)) host.saw(view, 0);
    expect(host.check(record).verdict).toMatchObject({ ok: false, reason: 'commitment-changed' });
  });
});
