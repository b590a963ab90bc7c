// The generated GLBs parse as glTF 2.0 binaries with the meshes the table expects, measure what
// they should in metres, face the right way, stay small, and come out byte-identical every run.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { CARD, CHIP, TABLE } from '../src/table/core/layout.ts';
import { buildModels, MODELS_DIR, writeModels } from './gen-models.ts';

interface Accessor {
  bufferView: number;
  componentType: number;
  count: number;
  type: string;
  min?: number[];
  max?: number[];
}
interface Gltf {
  asset: { version: string };
  scenes: { nodes: number[] }[];
  nodes: { name: string; mesh: number }[];
  meshes: {
    name: string;
    primitives: { attributes: Record<string, number>; indices: number; material: number }[];
  }[];
  materials: { name: string; pbrMetallicRoughness: { baseColorFactor: number[] } }[];
  accessors: Accessor[];
  bufferViews: { buffer: number; byteOffset: number; byteLength: number }[];
  buffers: { byteLength: number }[];
}

/** Splits a GLB into its JSON and binary chunks, checking the container on the way. */
function readGlb(bytes: Uint8Array): { gltf: Gltf; bin: DataView } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0, true)).toBe(0x46546c67); // 'glTF'
  expect(view.getUint32(4, true)).toBe(2);
  expect(view.getUint32(8, true)).toBe(bytes.byteLength);
  const jsonLength = view.getUint32(12, true);
  expect(view.getUint32(16, true)).toBe(0x4e4f534a); // 'JSON'
  expect(jsonLength % 4).toBe(0);
  const gltf = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength))) as Gltf;
  const binAt = 20 + jsonLength;
  const binLength = view.getUint32(binAt, true);
  expect(view.getUint32(binAt + 4, true)).toBe(0x004e4942); // 'BIN\0'
  expect(binAt + 8 + binLength).toBe(bytes.byteLength);
  expect(gltf.buffers[0]!.byteLength).toBe(binLength);
  return { gltf, bin: new DataView(bytes.buffer, bytes.byteOffset + binAt + 8, binLength) };
}

/** An accessor's values as plain numbers. */
function values(gltf: Gltf, bin: DataView, index: number): number[] {
  const a = gltf.accessors[index]!;
  const bv = gltf.bufferViews[a.bufferView]!;
  const size = { SCALAR: 1, VEC2: 2, VEC3: 3 }[a.type]!;
  const out: number[] = [];
  for (let i = 0; i < a.count * size; i++) {
    if (a.componentType === 5126) out.push(bin.getFloat32(bv.byteOffset + i * 4, true));
    else if (a.componentType === 5123) out.push(bin.getUint16(bv.byteOffset + i * 2, true));
    else out.push(bin.getUint32(bv.byteOffset + i * 4, true));
  }
  expect(bv.byteOffset % 4).toBe(0);
  expect(bv.byteOffset + bv.byteLength).toBeLessThanOrEqual(bin.byteLength);
  return out;
}

interface Parsed {
  readonly names: string[];
  readonly box: (name: string) => { min: number[]; max: number[] };
  readonly mesh: (name: string) => { p: number[]; n: number[]; uv: number[]; idx: number[] };
  readonly materials: string[];
}

function parse(bytes: Uint8Array): Parsed {
  const { gltf, bin } = readGlb(bytes);
  expect(gltf.asset.version).toBe('2.0');
  const byName = (name: string) => {
    const node = gltf.nodes.find((n) => n.name === name)!;
    return gltf.meshes[node.mesh]!.primitives[0]!;
  };
  return {
    names: gltf.scenes[0]!.nodes.map((i) => gltf.nodes[i]!.name),
    materials: gltf.materials.map((m) => m.name),
    box: (name) => {
      const a = gltf.accessors[byName(name).attributes.POSITION!]!;
      return { min: a.min!, max: a.max! };
    },
    mesh: (name) => {
      const prim = byName(name);
      return {
        p: values(gltf, bin, prim.attributes.POSITION!),
        n: values(gltf, bin, prim.attributes.NORMAL!),
        uv: values(gltf, bin, prim.attributes.TEXCOORD_0!),
        idx: values(gltf, bin, prim.indices),
      };
    },
  };
}

const models = buildModels();
const table = parse(models['table.glb']);
const chip = parse(models['chip.glb']);
const card = parse(models['card.glb']);

/** Checks a box against [min, max] per axis, to 0.1 mm. */
function expectBox(box: { min: number[]; max: number[] }, min: number[], max: number[]): void {
  min.forEach((v, i) => expect(box.min[i], `min ${'xyz'[i]}`).toBeCloseTo(v, 4));
  max.forEach((v, i) => expect(box.max[i], `max ${'xyz'[i]}`).toBeCloseTo(v, 4));
}

describe('the GLB files', () => {
  test.each(Object.entries(models))('%s is small (%# )', (_name, bytes) => {
    expect(bytes.byteLength).toBeLessThan(60 * 1024);
  });

  test('meshes and nodes carry the names the table looks for', () => {
    expect(table.names).toEqual(['felt', 'rail', 'base']);
    expect(chip.names).toEqual(['top', 'bottom', 'edge']);
    expect(card.names).toEqual(['front', 'back', 'edge']);
    expect(table.materials).toEqual(['felt', 'wood', 'pedestal']);
  });

  test.each([
    ['table', table],
    ['chip', chip],
    ['card', card],
  ])('%s: every mesh is well formed and wound along its normals', (_name, model) => {
    for (const name of model.names) {
      const { p, n, uv, idx } = model.mesh(name);
      const count = p.length / 3;
      expect(n.length).toBe(p.length);
      expect(uv.length).toBe(count * 2);
      expect(idx.length % 3).toBe(0);
      expect(idx.every((i) => i < count)).toBe(true);
      for (let i = 0; i < count; i++) {
        expect(Math.hypot(n[i * 3]!, n[i * 3 + 1]!, n[i * 3 + 2]!)).toBeCloseTo(1, 5);
      }
      for (let t = 0; t < idx.length; t += 3) {
        const [a, b, c] = [idx[t]!, idx[t + 1]!, idx[t + 2]!];
        const e1 = [0, 1, 2].map((k) => p[b * 3 + k]! - p[a * 3 + k]!);
        const e2 = [0, 1, 2].map((k) => p[c * 3 + k]! - p[a * 3 + k]!);
        const cross = [
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ];
        const dot = [a, b, c].reduce(
          (sum, v) => sum + cross.reduce((s, x, k) => s + x * n[v * 3 + k]!, 0),
          0,
        );
        expect(dot, `${name} triangle ${t / 3}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('measurements in metres', () => {
  test('table: felt at y = 0, 2.0 × 1.25 m, a rail around it, a pedestal to the floor', () => {
    const x = TABLE.halfLength + 0.004;
    const z = TABLE.radius + 0.004;
    expectBox(table.box('felt'), [-x, 0, -z], [x, 0, z]);
    const rx = TABLE.halfLength + TABLE.railWidth;
    const rz = TABLE.radius + TABLE.railWidth;
    expectBox(table.box('rail'), [-rx, TABLE.underside, -rz], [rx, TABLE.railHeight, rz]);
    const base = table.box('base');
    expect(base.min[1]).toBeCloseTo(TABLE.floor, 4);
    expect(base.max[1]).toBeLessThan(0);
    expect(base.max[0]).toBeLessThan(TABLE.halfLength);
  });

  test('chip: CHIP.radius across, CHIP.thickness thick, centred', () => {
    const r = CHIP.radius;
    const h = CHIP.thickness / 2;
    expectBox(chip.box('edge'), [-r, -h, -r], [r, h, r]);
    expect(chip.box('top').min[1]).toBeGreaterThan(0);
    expect(chip.box('top').max[1]).toBeCloseTo(h, 5);
    expect(chip.box('bottom').min[1]).toBeCloseTo(-h, 5);
  });

  test('card: CARD.width × CARD.length, CARD.thickness thick, centred, front up', () => {
    const w = CARD.width / 2;
    const l = CARD.length / 2;
    const t = CARD.thickness / 2;
    expectBox(card.box('edge'), [-w, -t, -l], [w, t, l]);
    expectBox(card.box('front'), [-w, t, -l], [w, t, l]);
    expectBox(card.box('back'), [-w, -t, -l], [w, -t, l]);
  });

  test('faces map their image 0..1, top of the image toward −z, backs mirrored', () => {
    for (const [model, front, back, half] of [
      [card, 'front', 'back', CARD.width / 2],
      [chip, 'top', 'bottom', CHIP.radius],
    ] as const) {
      for (const name of [front, back]) {
        const { p, uv } = model.mesh(name);
        expect(Math.min(...uv)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...uv)).toBeLessThanOrEqual(1);
        for (let i = 0; i < p.length / 3; i++) {
          const mirror = name === back ? -1 : 1;
          expect(uv[i * 2]).toBeCloseTo(0.5 + (mirror * p[i * 3]!) / (2 * half), 3);
          // v grows with z: the image's top row (v = 0) lies at −z.
          if (Math.abs(p[i * 3 + 2]!) > 0.01) {
            expect(Math.sign(uv[i * 2 + 1]! - 0.5)).toBe(Math.sign(p[i * 3 + 2]!));
          }
        }
      }
    }
  });
});

describe('determinism', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('two runs write identical bytes', () => {
    const runs = [0, 1].map(() => {
      const dir = mkdtempSync(path.join(tmpdir(), 'gang-table-models-'));
      dirs.push(dir);
      writeModels(dir);
      return dir;
    });
    for (const name of Object.keys(models)) {
      const a = readFileSync(path.join(runs[0]!, name));
      const b = readFileSync(path.join(runs[1]!, name));
      expect(a.equals(b), name).toBe(true);
      expect(Buffer.from(models[name as keyof typeof models]).equals(a)).toBe(true);
    }
  });

  test('public/models matches the generator (run `npm run models` after changing it)', () => {
    for (const [name, bytes] of Object.entries(models)) {
      const file = path.join(MODELS_DIR, name);
      if (!existsSync(file)) continue; // not generated yet on this checkout
      expect(readFileSync(file).equals(Buffer.from(bytes)), name).toBe(true);
    }
  });
});
