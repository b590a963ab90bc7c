// What a tab needs to be at a table: the host, the client, the in-memory transport between the
// host's own player and its host, and the key fingerprint for links. The session loads this
// module when a room opens, or in the home screen's idle moments once it has shown
// (Session.warmUp), never in the home screen's own code.
export { Client } from './client.ts';
export { answeredAt } from './client-quiet.ts';
export { Host } from './host.ts';
export { pacedTimer, realTimer } from './host-bots.ts';
export { deviceId, keyFingerprint, newHostKey, warmKeys } from './host-key.ts';
export { takeHanded, takeOver, watchSuccession } from './succession.ts';
export { LoopbackNetwork } from './loopback.ts';
