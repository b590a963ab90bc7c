// The host's intent loop of one game, long enough to profile (docs/PERFORMANCE.md):
//   node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile-host.ts gangsta
// prints the median µs like `npm run bench` does; the profile of the main thread (the file whose
// name ends in .0.001.cpuprofile) opens in Chrome's DevTools (Performance → Load profile).
import type { Bot } from '../src/engine/bots/core/drive.ts';
import { randomBot as gofRandomBot } from '../src/engine/bots/gang-of-four/random.ts';
import { simpleBot as gangstaSimpleBot } from '../src/engine/bots/gangsta/simple.ts';
import { gangBotIntent } from '../src/engine/bots/the-gang/bot.ts';
import type { GameId } from '../src/engine/index.ts';
import { hostIntentMicros } from './net.ts';

const RUNS: Record<GameId, [Bot<unknown, unknown>, unknown]> = {
  'the-gang': [gangBotIntent as Bot<unknown, unknown>, { mode: 'basic', stacks: 'first-game' }],
  'gang-of-four': [gofRandomBot as Bot<unknown, unknown>, undefined],
  gangsta: [gangstaSimpleBot as Bot<unknown, unknown>, undefined],
};

const game = (process.argv[2] ?? 'the-gang') as GameId;
const run = RUNS[game];
if (!run) throw new Error(`no such game: ${game}`);
const us = await hostIntentMicros(game, 4, run[0], run[1], 6000);
console.log(JSON.stringify({ name: `profile.host.intent.us.${game}`, value: us, unit: 'us' }));
