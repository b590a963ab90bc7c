// The warm-up runs the table's drop in a scratch world: its pieces strike what is under them and
// come to lie (so the step's contact and solver code ran), and it leaves nothing behind.
import RAPIER from '@dimforge/rapier3d-compat';
import { beforeAll, expect, test } from 'vitest';
import { CHIP } from '../core/layout.ts';
import { warmUpPhysics } from './physics-warmup.ts';

beforeAll(async () => {
  await RAPIER.init();
});

test('the scratch pieces fall and touch: the chip comes to lie on the other', () => {
  const { chipY, contacts } = warmUpPhysics(RAPIER);
  expect(chipY).toBeCloseTo(1.5 * CHIP.thickness, 3);
  // The falling chip on the resting one and the felt, the card on the felt.
  expect(contacts).toBeGreaterThanOrEqual(3);
});

test('it can run again (each run builds and frees its own world)', () => {
  expect(warmUpPhysics(RAPIER)).toEqual(warmUpPhysics(RAPIER));
});
