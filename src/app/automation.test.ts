import { expect, test } from 'vitest';
import type { RemotePose } from '../net/client-types.ts';
import type { Session } from '../store/session.ts';
import { createAutomation } from './automation.ts';

test('poses() keeps the last 50 relayed poses, stamped once the table has them', async () => {
  const listeners: ((pose: RemotePose) => void)[] = [];
  const session = { onPose: (fn: (pose: RemotePose) => void) => listeners.push(fn) };
  const api = createAutomation(session as unknown as Session);
  const applied: string[] = [];
  // The table subscribes after the automation: the stamp still comes after it.
  listeners.push((pose) => applied.push(pose.object));
  for (let k = 0; k < 60; k++) {
    for (const fn of listeners) fn({ object: `W${k}`, by: 1, p: [k, 0, -k], r: 0, at: k });
    expect(api.poses().map((p) => p.object)).not.toContain(`W${k}`);
  }
  await Promise.resolve();
  const poses = api.poses();
  expect(applied).toHaveLength(60);
  expect(poses).toHaveLength(50);
  expect(poses[0]).toMatchObject({ object: 'W10', by: 1, p: [10, 0, -10] });
  expect(poses.at(-1)!.object).toBe('W59');
  expect(poses.every((p) => Number.isFinite(p.at))).toBe(true);
});
