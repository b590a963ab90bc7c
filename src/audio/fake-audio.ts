// A minimal stand-in for Web Audio in node (no OfflineAudioContext there): it records the graph
// a sound builds (nodes, connections, scheduled starts) and checks the calls a real context
// would refuse (exponential ramps to zero, a source started twice).

/** A recorded AudioParam. */
class FakeParam {
  value = 0;
  readonly events: string[] = [];
  setValueAtTime(v: number, t: number) {
    this.check(v, t);
    this.events.push(`set ${v}@${t}`);
    return this;
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.check(v, t);
    this.events.push(`lin ${v}@${t}`);
    return this;
  }
  exponentialRampToValueAtTime(v: number, t: number) {
    this.check(v, t);
    if (v <= 0) throw new RangeError('exponential ramp to a non-positive value');
    this.events.push(`exp ${v}@${t}`);
    return this;
  }
  private check(v: number, t: number) {
    if (!Number.isFinite(v) || !Number.isFinite(t) || t < 0) throw new TypeError(`bad ${v}@${t}`);
  }
}

/** A recorded node. */
class FakeNode {
  readonly outputs: FakeNode[] = [];
  started = 0;
  stopped = 0;
  buffer: unknown = null;
  type = '';
  readonly gain = new FakeParam();
  readonly frequency = new FakeParam();
  readonly Q = new FakeParam();
  constructor(
    readonly kind: string,
    private readonly graph: FakeAudioContext,
  ) {
    graph.nodes.push(this);
  }
  connect(to: FakeNode) {
    if (!(to instanceof FakeNode)) throw new TypeError('connect to a non-node');
    this.outputs.push(to);
    return to;
  }
  disconnect() {}
  start(when = 0) {
    if (this.started) throw new Error('started twice');
    if (!Number.isFinite(when)) throw new TypeError('bad start');
    this.started += 1;
  }
  stop() {
    this.stopped += 1;
  }
  /** Whether this node's sound reaches the context's destination. */
  reaches(): boolean {
    return this === this.graph.destination || this.outputs.some((o) => o.reaches());
  }
}

/** The fake context. */
export class FakeAudioContext {
  readonly nodes: FakeNode[] = [];
  readonly buffers: Float32Array[] = [];
  currentTime = 1;
  readonly sampleRate = 8000;
  state = 'suspended';
  readonly destination = new FakeNode('destination', this);
  createGain() {
    return new FakeNode('gain', this);
  }
  createOscillator() {
    return new FakeNode('oscillator', this);
  }
  createBiquadFilter() {
    return new FakeNode('filter', this);
  }
  createBufferSource() {
    return new FakeNode('source', this);
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    this.buffers.push(data);
    return { getChannelData: () => data };
  }
  resume() {
    this.state = 'running';
    return Promise.resolve();
  }
  /** Sources (oscillators, buffer sources) made so far. */
  sources(): FakeNode[] {
    return this.nodes.filter((n) => n.kind === 'oscillator' || n.kind === 'source');
  }
}

/** The fake as the type the code asks for. */
export function asAudioContext(ctx: FakeAudioContext): AudioContext {
  return ctx as unknown as AudioContext;
}
