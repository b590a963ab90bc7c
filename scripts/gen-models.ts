// `npm run models`: builds the table's models as small glTF 2.0 binaries in public/models, from
// the dimensions in src/table/core/layout.ts, with a GLB writer of its own (no DOM, no dependency).
// Deterministic: the same bytes on every run, so the files can be committed and diffed.
//
//   table.glb  meshes felt (stadium top at y = 0), rail (rounded wooden rail, with the table's
//              underside), base (pedestal down to the floor)
//   chip.glb   meshes top (light side, +y), bottom (dark side, −y), edge; centred on the origin
//   card.glb   meshes front (+y), back (−y), edge; centred on the origin, long side along z
//
// UVs follow glTF (v down the image). Faces map their image flat: the image's top toward −z, so a
// card or chip lying at yaw 0 reads upright from +z; back and bottom are mirrored so they read
// upright after the object is turned over about its z axis. The felt's UVs are planar, one unit
// for 2.5 m, centred on (0.5, 0.5). The rail's and the pedestal's u runs once round (0..1, the
// seam at the back), so a tileable texture repeated a whole number of times along u has no seam;
// their v runs across the profile in metres, from the felt outward. The chip's and the card's
// edges run u once around (0..1), v from the top face (0) to the bottom face (1).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD, CHIP, TABLE } from '../src/table/core/layout.ts';

// ---- GLB writing -------------------------------------------------------------------------------

/** A PBR material (base colour given in sRGB, as artists write it). */
interface Material {
  readonly name: string;
  readonly colour: string;
  readonly metallic: number;
  readonly roughness: number;
}

/** One named mesh with one primitive. */
interface Mesh {
  readonly name: string;
  readonly material: Material;
  readonly positions: readonly number[];
  readonly normals: readonly number[];
  readonly uvs: readonly number[];
  readonly indices: readonly number[];
}

const GLB_MAGIC = 0x46546c67; // 'glTF'
const CHUNK_JSON = 0x4e4f534a; // 'JSON'
const CHUNK_BIN = 0x004e4942; // 'BIN\0'
const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

/** sRGB hex → linear RGBA, as glTF's baseColorFactor wants it. */
function linearColour(hex: string): number[] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (c: number) => {
    const s = c / 255;
    const lin = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    return Math.round(lin * 10000) / 10000;
  };
  return [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255), 1];
}

/** Packs meshes into a glTF 2.0 binary: one node per mesh, named like it, in one scene. */
export function encodeGlb(meshes: readonly Mesh[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  let binLength = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];

  const addView = (bytes: Uint8Array, target: number): number => {
    const pad = (4 - (bytes.byteLength % 4)) % 4;
    bufferViews.push({ buffer: 0, byteOffset: binLength, byteLength: bytes.byteLength, target });
    chunks.push(bytes, new Uint8Array(pad));
    binLength += bytes.byteLength + pad;
    return bufferViews.length - 1;
  };

  const addFloats = (values: readonly number[], size: number, withBounds: boolean): number => {
    const data = Float32Array.from(values);
    const count = data.length / size;
    const accessor: Record<string, unknown> = {
      bufferView: addView(new Uint8Array(data.buffer), ARRAY_BUFFER),
      componentType: FLOAT,
      count,
      type: size === 3 ? 'VEC3' : 'VEC2',
    };
    if (withBounds) {
      const min = Array.from({ length: size }, () => Infinity);
      const max = Array.from({ length: size }, () => -Infinity);
      for (let i = 0; i < data.length; i++) {
        const c = i % size;
        min[c] = Math.min(min[c]!, data[i]!);
        max[c] = Math.max(max[c]!, data[i]!);
      }
      Object.assign(accessor, { min, max });
    }
    accessors.push(accessor);
    return accessors.length - 1;
  };

  const addIndices = (indices: readonly number[], vertexCount: number): number => {
    const wide = vertexCount > 65535;
    const data = wide ? Uint32Array.from(indices) : Uint16Array.from(indices);
    accessors.push({
      bufferView: addView(new Uint8Array(data.buffer), ELEMENT_ARRAY_BUFFER),
      componentType: wide ? UNSIGNED_INT : UNSIGNED_SHORT,
      count: data.length,
      type: 'SCALAR',
    });
    return accessors.length - 1;
  };

  const materials: Material[] = [];
  const materialIndex = (m: Material): number => {
    const i = materials.indexOf(m);
    return i >= 0 ? i : materials.push(m) - 1;
  };

  const gltfMeshes = meshes.map((m) => {
    const count = m.positions.length / 3;
    return {
      name: m.name,
      primitives: [
        {
          attributes: {
            POSITION: addFloats(m.positions, 3, true),
            NORMAL: addFloats(m.normals, 3, false),
            TEXCOORD_0: addFloats(m.uvs, 2, false),
          },
          indices: addIndices(m.indices, count),
          material: materialIndex(m.material),
          mode: 4,
        },
      ],
    };
  });

  const json = {
    asset: { version: '2.0', generator: 'gang-table scripts/gen-models.ts' },
    scene: 0,
    scenes: [{ nodes: meshes.map((_, i) => i) }],
    nodes: meshes.map((m, i) => ({ name: m.name, mesh: i })),
    meshes: gltfMeshes,
    materials: materials.map((m) => ({
      name: m.name,
      pbrMetallicRoughness: {
        baseColorFactor: linearColour(m.colour),
        metallicFactor: m.metallic,
        roughnessFactor: m.roughness,
      },
    })),
    accessors,
    bufferViews,
    buffers: [{ byteLength: binLength }],
  };

  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonPad = (4 - (jsonBytes.byteLength % 4)) % 4;
  const jsonLength = jsonBytes.byteLength + jsonPad;
  const total = 12 + 8 + jsonLength + 8 + binLength;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, CHUNK_JSON, true);
  out.set(jsonBytes, 20);
  out.fill(0x20, 20 + jsonBytes.byteLength, 20 + jsonLength); // JSON pads with spaces
  let at = 20 + jsonLength;
  view.setUint32(at, binLength, true);
  view.setUint32(at + 4, CHUNK_BIN, true);
  at += 8;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

// ---- mesh building ----------------------------------------------------------------------------------

type V3 = readonly [number, number, number];

/** Collects vertices and triangles; triangles are wound to face along their vertices' normals. */
class MeshBuilder {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly uvs: number[] = [];
  readonly indices: number[] = [];

  vertex(p: V3, n: V3, u: number, v: number): number {
    const len = Math.hypot(n[0], n[1], n[2]) || 1;
    this.positions.push(round(p[0]), round(p[1]), round(p[2]));
    this.normals.push(n[0] / len, n[1] / len, n[2] / len);
    this.uvs.push(Math.round(u * 1e5) / 1e5 + 0, Math.round(v * 1e5) / 1e5 + 0);
    return this.positions.length / 3 - 1;
  }

  /** Adds a triangle unless degenerate, wound counter-clockwise seen from its normals' side. */
  triangle(a: number, b: number, c: number): void {
    const p = (i: number, k: number) => this.positions[i * 3 + k]!;
    const e1 = [p(b, 0) - p(a, 0), p(b, 1) - p(a, 1), p(b, 2) - p(a, 2)];
    const e2 = [p(c, 0) - p(a, 0), p(c, 1) - p(a, 1), p(c, 2) - p(a, 2)];
    const cross = [
      e1[1]! * e2[2]! - e1[2]! * e2[1]!,
      e1[2]! * e2[0]! - e1[0]! * e2[2]!,
      e1[0]! * e2[1]! - e1[1]! * e2[0]!,
    ];
    const area = Math.hypot(cross[0]!, cross[1]!, cross[2]!);
    if (area < 1e-12) return;
    let dot = 0;
    for (const i of [a, b, c]) {
      for (let k = 0; k < 3; k++) dot += cross[k]! * this.normals[i * 3 + k]!;
    }
    if (dot >= 0) this.indices.push(a, b, c);
    else this.indices.push(a, c, b);
  }

  /** A grid of rows × cols vertices (row-major from `first`) as quads. */
  grid(first: number, rows: number, cols: number): void {
    for (let r = 0; r + 1 < rows; r++) {
      for (let c = 0; c + 1 < cols; c++) {
        const a = first + r * cols + c;
        const b = a + 1;
        const d = a + cols;
        this.triangle(a, b, d + 1);
        this.triangle(a, d + 1, d);
      }
    }
  }

  mesh(name: string, material: Material): Mesh {
    return { name, material, ...this };
  }
}

/** Rounds to 0.01 mm: coordinates come out the same on every machine and compress well. */
function round(x: number): number {
  return Math.round(x * 1e5) / 1e5 + 0;
}

// ---- stadium sweeps (felt, rail, pedestal) ----------------------------------------------------

/**
 * A stadium's outline, closed (its seam point twice), from the back centre (−z), where the
 * texture seam is least in sight: every player sees the table with their own seat at the front.
 */
interface RingPoint {
  /** The spine point (on z = 0, |x| ≤ straight). */
  readonly sx: number;
  /** The outward normal. */
  readonly nx: number;
  readonly nz: number;
}

function stadiumRing(straight: number, capSegments: number): RingPoint[] {
  const ring: RingPoint[] = [{ sx: 0, nx: 0, nz: -1 }];
  for (let j = 0; j <= capSegments; j++) {
    const a = (Math.PI * j) / capSegments;
    ring.push({ sx: straight, nx: Math.sin(a), nz: -Math.cos(a) });
  }
  for (let j = 0; j <= capSegments; j++) {
    const a = (Math.PI * j) / capSegments;
    ring.push({ sx: -straight, nx: -Math.sin(a), nz: Math.cos(a) });
  }
  ring.push({ sx: 0, nx: 0, nz: -1 });
  return ring;
}

/** Arc length along the ring at outline radius `r`, as a fraction of the way round (0..1). */
function ringParameters(ring: readonly RingPoint[], r: number): number[] {
  const pts = ring.map((p) => [p.sx + r * p.nx, r * p.nz] as const);
  const s = [0];
  for (let i = 1; i < pts.length; i++) {
    s.push(s[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  }
  const total = s[s.length - 1]!;
  return s.map((x) => x / total);
}

/** A profile point: distance from the spine, height, and the profile's normal (radial, up). */
type ProfilePoint = readonly [r: number, y: number, nr: number, ny: number];

/**
 * Sweeps smooth profile runs around a stadium ring. Runs meet at hard edges (their shared point is
 * duplicated with each run's own normal). u runs once round the ring (from `uAt`), v along the
 * profile in metres.
 */
function sweep(
  b: MeshBuilder,
  ring: readonly RingPoint[],
  runs: readonly (readonly ProfilePoint[])[],
  uAt: readonly number[],
): void {
  let travelled = 0;
  let previous: ProfilePoint | null = null;
  for (const run of runs) {
    const first = b.positions.length / 3;
    const vs = run.map((p) => {
      if (previous) travelled += Math.hypot(p[0] - previous[0], p[1] - previous[1]);
      previous = p;
      return travelled;
    });
    ring.forEach((q, i) => {
      run.forEach(([r, y, nr, ny], j) => {
        b.vertex([q.sx + r * q.nx, y, r * q.nz], [q.nx * nr, ny, q.nz * nr], uAt[i]!, vs[j]!);
      });
    });
    b.grid(first, ring.length, run.length);
  }
}

/** Points on an ellipse arc (centre, radii) from angle a0 to a1, with the ellipse's normals. */
function ellipseArc(
  cr: number,
  cy: number,
  rr: number,
  ry: number,
  a0: number,
  a1: number,
  steps: number,
  concave = false,
): ProfilePoint[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / steps;
    const s = concave ? -1 : 1;
    return [
      cr + rr * Math.cos(a),
      cy + ry * Math.sin(a),
      (s * Math.cos(a)) / rr,
      (s * Math.sin(a)) / ry,
    ];
  });
}

const WOOD: Material = { name: 'wood', colour: '#7a4424', metallic: 0, roughness: 0.42 };
const FELT: Material = { name: 'felt', colour: '#1d6a4c', metallic: 0, roughness: 0.95 };
const PEDESTAL: Material = { name: 'pedestal', colour: '#2a1a12', metallic: 0.1, roughness: 0.5 };

/** The table: felt, rail (with the underside) and pedestal. */
export function tableMeshes(): Mesh[] {
  const R = TABLE.radius;
  const L = TABLE.straight;
  const ring = stadiumRing(L, 20);

  // Felt: strips from the spine to just under the rail's inner lip.
  const felt = new MeshBuilder();
  const span = 2.5;
  const planar = (x: number, z: number) => [0.5 + x / span, 0.5 + z / span] as const;
  const tuck = R + 0.004;
  ring.forEach((q) => {
    const [u0, v0] = planar(q.sx, 0);
    felt.vertex([q.sx, 0, 0], [0, 1, 0], u0, v0);
    const x = q.sx + tuck * q.nx;
    const z = tuck * q.nz;
    const [u1, v1] = planar(x, z);
    felt.vertex([x, 0, z], [0, 1, 0], u1, v1);
  });
  felt.grid(0, ring.length, 2);

  // Rail: a rounded cushion of wood whose inner lip meets the felt, a vertical apron, a rounded
  // lower edge, then the flat underside back to the spine.
  const rail = new MeshBuilder();
  const W = TABLE.railWidth;
  const H = TABLE.railHeight;
  const U = TABLE.underside;
  const cy = 0.012;
  const cushion = ellipseArc(R + W / 2, cy, W / 2, H - cy, Math.PI, 0, 10);
  const lowerEdge = ellipseArc(R + W - 0.015, U + 0.015, 0.015, 0.015, 0, -Math.PI / 2, 3);
  const profile: ProfilePoint[] = [[R, -0.004, -1, 0], ...cushion, ...lowerEdge, [0, U, 0, -1]];
  sweep(rail, ring, [profile], ringParameters(ring, R + W / 2));

  // Pedestal: an elongated column on a wide foot, down to the floor.
  const base = new MeshBuilder();
  const baseRing = stadiumRing(0.3, 10);
  const F = TABLE.floor;
  const column = 0.06;
  const foot = 0.28;
  const runs: ProfilePoint[][] = [
    [
      [0.17, U + 0.001, 1, 0],
      [0.17, U - 0.022, 1, 0],
    ],
    [
      [0.17, U - 0.022, 0.3, -1],
      [column, U - 0.045, 0.3, -1],
    ],
    [
      [column, U - 0.045, 1, 0],
      ...ellipseArc(column + 0.1, F + 0.13, 0.1, 0.1, Math.PI, 1.5 * Math.PI, 5, true),
      [foot - 0.012, F + 0.03, 0, 1],
      ...ellipseArc(foot - 0.012, F + 0.018, 0.012, 0.012, Math.PI / 2, 0, 3).slice(1),
      [foot, F + 0.004, 1, 0],
    ],
    [
      [foot, F + 0.004, 0, -1],
      [0, F, 0, -1],
    ],
  ];
  sweep(base, baseRing, runs, ringParameters(baseRing, 0.2));

  return [felt.mesh('felt', FELT), rail.mesh('rail', WOOD), base.mesh('base', PEDESTAL)];
}

// ---- chip -----------------------------------------------------------------------------------------

const CHIP_FACE: Material = { name: 'chip-face', colour: '#ffffff', metallic: 0, roughness: 0.55 };
const CHIP_EDGE: Material = { name: 'chip-edge', colour: '#ffffff', metallic: 0, roughness: 0.5 };

/** A chip: a recessed label on each face inside a raised rim, and a rounded edge. */
export function chipMeshes(): Mesh[] {
  const R = CHIP.radius;
  const h = CHIP.thickness / 2;
  const segments = 48;
  const bevel = 0.0011;
  const label = 0.0135;
  const recess = 0.00012;
  const rim = R - bevel;

  const face = (side: 1 | -1): MeshBuilder => {
    const b = new MeshBuilder();
    // Bottom UVs are mirrored in x so the dark side reads upright once the chip is turned over.
    const uv = (x: number, z: number) => [0.5 + (side * x) / (2 * R), 0.5 + z / (2 * R)] as const;
    const at = (r: number, i: number) => {
      const a = (2 * Math.PI * i) / segments;
      return [r * Math.cos(a), r * Math.sin(a)] as const;
    };
    const ringOf = (r: number, y: number, n: (x: number, z: number) => V3) => {
      const first = b.positions.length / 3;
      for (let i = 0; i < segments; i++) {
        const [x, z] = at(r, i);
        const [u, v] = uv(x, z);
        b.vertex([x, y, z], n(x, z), u, v);
      }
      return first;
    };
    const up: V3 = [0, side, 0];
    const inward = (x: number, z: number): V3 => [-x, 0, -z];
    const yLabel = side * (h - recess);
    const yRim = side * h;
    const centre = b.vertex([0, yLabel, 0], up, 0.5, 0.5);
    const labelRing = ringOf(label, yLabel, () => up);
    const wallLow = ringOf(label, yLabel, inward);
    const wallHigh = ringOf(label, yRim, inward);
    const rimIn = ringOf(label, yRim, () => up);
    const rimOut = ringOf(rim, yRim, () => up);
    for (let i = 0; i < segments; i++) {
      const j = (i + 1) % segments;
      b.triangle(centre, labelRing + i, labelRing + j);
      b.triangle(wallLow + i, wallLow + j, wallHigh + j);
      b.triangle(wallLow + i, wallHigh + j, wallHigh + i);
      b.triangle(rimIn + i, rimIn + j, rimOut + j);
      b.triangle(rimIn + i, rimOut + j, rimOut + i);
    }
    return b;
  };

  // Edge: the top bevel, the side and the bottom bevel as one smooth band (u around, v down).
  const edge = new MeshBuilder();
  const profile = [
    ...ellipseArc(rim, h - bevel, bevel, bevel, Math.PI / 2, 0, 4),
    ...ellipseArc(rim, -h + bevel, bevel, bevel, 0, -Math.PI / 2, 4),
  ];
  let length = 0;
  const vs = profile.map((p, i) => {
    if (i > 0) length += Math.hypot(p[0] - profile[i - 1]![0], p[1] - profile[i - 1]![1]);
    return length;
  });
  for (let i = 0; i <= segments; i++) {
    const a = (2 * Math.PI * i) / segments;
    const c = Math.cos(a);
    const s = Math.sin(a);
    profile.forEach(([r, y, nr, ny], j) => {
      edge.vertex([r * c, y, r * s], [nr * c, ny, nr * s], i / segments, vs[j]! / length);
    });
  }
  edge.grid(0, segments + 1, profile.length);

  return [
    face(1).mesh('top', CHIP_FACE),
    face(-1).mesh('bottom', CHIP_FACE),
    edge.mesh('edge', CHIP_EDGE),
  ];
}

// ---- card -----------------------------------------------------------------------------------------

const CARD_FACE: Material = { name: 'card-face', colour: '#ffffff', metallic: 0, roughness: 0.42 };
const CARD_EDGE: Material = { name: 'card-edge', colour: '#efe9da', metallic: 0, roughness: 0.7 };

/** A card with rounded corners: front (+y), back (−y) and the thin edge. */
export function cardMeshes(): Mesh[] {
  const w = CARD.width / 2;
  const l = CARD.length / 2;
  const t = CARD.thickness / 2;
  const r = CARD.cornerRadius;
  const perCorner = 6;
  // The outline: four quarter circles, by increasing angle atan2(z, x), with outward normals.
  const outline: { x: number; z: number; nx: number; nz: number }[] = [];
  const corners = [
    [w - r, l - r],
    [-w + r, l - r],
    [-w + r, -l + r],
    [w - r, -l + r],
  ] as const;
  corners.forEach(([cx, cz], k) => {
    for (let i = 0; i <= perCorner; i++) {
      const a = (Math.PI / 2) * (k + i / perCorner);
      const nx = Math.cos(a);
      const nz = Math.sin(a);
      outline.push({ x: cx + r * nx, z: cz + r * nz, nx, nz });
    }
  });

  const face = (side: 1 | -1): MeshBuilder => {
    const b = new MeshBuilder();
    const uv = (x: number, z: number) => [0.5 + (side * x) / (2 * w), 0.5 + z / (2 * l)] as const;
    const n: V3 = [0, side, 0];
    const centre = b.vertex([0, side * t, 0], n, 0.5, 0.5);
    for (const p of outline) {
      const [u, v] = uv(p.x, p.z);
      b.vertex([p.x, side * t, p.z], n, u, v);
    }
    for (let i = 0; i < outline.length; i++) {
      b.triangle(centre, 1 + i, 1 + ((i + 1) % outline.length));
    }
    return b;
  };

  const edge = new MeshBuilder();
  let length = 0;
  const us = outline.map((p, i) => {
    const q = outline[(i + outline.length - 1) % outline.length]!;
    if (i > 0) length += Math.hypot(p.x - q.x, p.z - q.z);
    return length;
  });
  const closing = Math.hypot(outline[0]!.x - outline.at(-1)!.x, outline[0]!.z - outline.at(-1)!.z);
  length += closing;
  [...outline, outline[0]!].forEach((p, i) => {
    const u = i < outline.length ? us[i]! / length : 1;
    edge.vertex([p.x, t, p.z], [p.nx, 0, p.nz], u, 0);
    edge.vertex([p.x, -t, p.z], [p.nx, 0, p.nz], u, 1);
  });
  edge.grid(0, outline.length + 1, 2);

  return [
    face(1).mesh('front', CARD_FACE),
    face(-1).mesh('back', CARD_FACE),
    edge.mesh('edge', CARD_EDGE),
  ];
}

// ---- files ----------------------------------------------------------------------------------------

/** Every model's file name and bytes. */
export function buildModels(): Record<'table.glb' | 'chip.glb' | 'card.glb', Uint8Array> {
  return {
    'table.glb': encodeGlb(tableMeshes()),
    'chip.glb': encodeGlb(chipMeshes()),
    'card.glb': encodeGlb(cardMeshes()),
  };
}

/** Where the app loads its models from. */
export const MODELS_DIR = fileURLToPath(new URL('../public/models/', import.meta.url));

/** Writes every model into `dir`; returns the written paths and sizes. */
export function writeModels(dir = MODELS_DIR): { file: string; bytes: number }[] {
  mkdirSync(dir, { recursive: true });
  return Object.entries(buildModels()).map(([name, bytes]) => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return { file, bytes: bytes.byteLength };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, bytes } of writeModels()) {
    console.log(`${path.relative(process.cwd(), file)}  ${(bytes / 1024).toFixed(1)} KB`);
  }
}
