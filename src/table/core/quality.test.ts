// The table's drawing quality: software rasterisers are recognised by name, and the player's own
// choice wins over the guess and survives a reload.
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  chooseQuality,
  chosenQuality,
  isSoftwareRenderer,
  QUALITY,
  scaledQuality,
  tableQuality,
} from './quality.ts';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

afterEach(() => vi.unstubAllGlobals());

describe('table quality', () => {
  test.each([
    [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      true,
    ],
    ['llvmpipe (LLVM 15.0.6, 256 bits)', true],
    ['Microsoft Basic Render Driver', true],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['Apple M2', false],
    ['Mali-G78', false],
    ['', false],
  ])('%s is software: %s', (name, software) => {
    expect(isSoftwareRenderer(name)).toBe(software);
  });

  test('low costs fewer pixels and a smaller shadow map than high', () => {
    expect(QUALITY.low.antialias).toBe(false);
    expect(QUALITY.low.dpr[1]).toBeLessThan(QUALITY.high.dpr[1]);
    expect(QUALITY.low.shadowMapSize).toBeLessThan(QUALITY.high.shadowMapSize);
  });

  test("the player's choice is remembered, wins, and can be cleared", () => {
    vi.stubGlobal('window', { localStorage: new MemoryStorage() });
    expect(chosenQuality()).toBeNull();
    chooseQuality('low');
    expect(chosenQuality()).toBe('low');
    expect(tableQuality()).toBe(QUALITY.low);
    chooseQuality('high');
    expect(tableQuality()).toBe(QUALITY.high);
    chooseQuality(null);
    expect(chosenQuality()).toBeNull();
  });

  test('a stored value that is not a quality is ignored; no storage at all is no choice', () => {
    const storage = new MemoryStorage();
    storage.setItem('gang-table:quality', 'ultra');
    vi.stubGlobal('window', { localStorage: storage });
    expect(chosenQuality()).toBeNull();
    vi.stubGlobal('window', {});
    expect(chosenQuality()).toBeNull();
    expect(() => chooseQuality('low')).not.toThrow();
  });

  test('a stored pixel scale draws fewer pixels, a smaller shadow map and smaller faces', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    chooseQuality('low');
    storage.setItem('gang-table:pixel-scale', '0.5');
    expect(tableQuality()).toEqual({
      ...QUALITY.low,
      dpr: [0.5, 0.5],
      shadowMapSize: 512,
      faceTextureScale: 0.25,
    });
    // Out of range or not a number: ignored; 1 is the settings themselves.
    for (const bad of ['0.1', '2', 'half', '']) {
      storage.setItem('gang-table:pixel-scale', bad);
      expect(tableQuality()).toBe(QUALITY.low);
    }
    expect(scaledQuality(QUALITY.high, 1)).toBe(QUALITY.high);
    expect(scaledQuality(QUALITY.high, 0.5).dpr).toEqual([0.5, 1]);
  });
});
