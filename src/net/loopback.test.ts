// The in-memory transport behaves like the PeerJS one: ordered asynchronous delivery, messages
// that arrive before a handler wait for it, and closing tells both ends.
import { expect, test } from 'vitest';
import { LoopbackNetwork } from './loopback.ts';
import { flush } from './test-kit.ts';
import type { Connection } from './transport.ts';

test('messages sent before the other end listens wait for its handler, in order', async () => {
  const net = new LoopbackNetwork();
  const accepted: string[] = [];
  let hostEnd: Connection | null = null;
  await net.host('ROOM').listen((c) => (hostEnd = c));
  const client = net.connect('ROOM');
  client.send('one');
  client.send('two');
  await flush();
  hostEnd!.onMessage((m) => accepted.push(m));
  client.send('three');
  await flush();
  expect(accepted).toEqual(['one', 'two', 'three']);
});

test('closing an end calls its own handler at once and the other end’s soon after', async () => {
  const net = new LoopbackNetwork();
  let hostEnd: Connection | null = null;
  await net.host('ROOM').listen((c) => (hostEnd = c));
  const client = net.connect('ROOM');
  const events: string[] = [];
  client.onClose(() => events.push('client'));
  hostEnd!.onClose(() => events.push('host'));
  client.close();
  expect(events).toEqual(['client']);
  await flush();
  expect(events).toEqual(['client', 'host']);
  client.send('after');
  // A handler set after the close still hears of it.
  const late: string[] = [];
  client.onClose(() => late.push('late'));
  await flush();
  expect(late).toEqual(['late']);
});

test('a vanished host: nothing flows and nobody is told', async () => {
  const net = new LoopbackNetwork();
  let hostEnd: Connection | null = null;
  await net.host('ROOM').listen((c) => (hostEnd = c));
  const client = net.connect('ROOM');
  const got: string[] = [];
  const closed: string[] = [];
  client.onMessage((m) => got.push(m));
  client.onClose(() => closed.push('closed'));
  net.vanish('ROOM');
  hostEnd!.send('lost');
  hostEnd!.close();
  await flush();
  expect([got, closed]).toEqual([[], []]);
  expect(() => net.connect('ROOM')).toThrow('host-unreachable');
});
