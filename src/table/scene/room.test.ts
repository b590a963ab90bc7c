import { BufferAttribute, BufferGeometry, CylinderGeometry, Vector3 } from 'three';
import { describe, expect, test } from 'vitest';
import { insideOut } from './Room.tsx';

/** Each triangle's face normal (by its corners' order), as [x, y, z] rounded. */
function faceNormals(g: BufferGeometry): number[][] {
  const pos = g.getAttribute('position');
  const index = g.getIndex()!;
  const out: number[][] = [];
  const [a, b, c] = [new Vector3(), new Vector3(), new Vector3()];
  for (let i = 0; i < index.count; i += 3) {
    a.fromBufferAttribute(pos, index.getX(i));
    b.fromBufferAttribute(pos, index.getX(i + 1));
    c.fromBufferAttribute(pos, index.getX(i + 2));
    const n = b.sub(a).cross(c.sub(a)).normalize();
    out.push([n.x, n.y, n.z].map((v) => Math.round(v * 1000) / 1000 + 0));
  }
  return out;
}

describe('insideOut', () => {
  test('turns every triangle of an open cylinder to face its axis, its vertices untouched', () => {
    const g = new CylinderGeometry(5, 5, 3, 12, 1, true);
    const positions = Array.from(g.getAttribute('position').array);
    const uvs = Array.from(g.getAttribute('uv').array);
    const before = faceNormals(g);
    insideOut(g);
    expect(faceNormals(g)).toEqual(before.map((n) => n.map((v) => -v + 0)));
    expect(Array.from(g.getAttribute('position').array)).toEqual(positions);
    expect(Array.from(g.getAttribute('uv').array)).toEqual(uvs);
    // Outward before (away from the axis), inward after.
    const pos = g.getAttribute('position');
    const first = new Vector3().fromBufferAttribute(pos, g.getIndex()!.getX(0));
    const [nx, , nz] = faceNormals(g)[0]!;
    expect(nx! * first.x + nz! * first.z).toBeLessThan(0);
  });

  test('refuses a geometry without an index', () => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(9), 3));
    expect(() => insideOut(g)).toThrow(/indexed/);
  });
});
