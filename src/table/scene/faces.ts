// Face keys (objects.ts) to materials: one shared material per face, its texture painted once by
// the game the key names (`<game>/…`, through src/table/games/registry.ts). Cards are satin,
// chips a little glossier.
import { MeshStandardMaterial } from 'three';
import { tableGame } from '../games/registry.ts';
import type { FaceKey } from '../core/objects.ts';

/** The game a face key belongs to, and its own key. */
function split(key: FaceKey): [string, string] {
  const slash = key.indexOf('/');
  if (slash < 0) throw new Error(`a face key names its game first: ${key}`);
  return [key.slice(0, slash), key.slice(slash + 1)];
}

const materials = new Map<string, MeshStandardMaterial>();

function shared(key: string, make: () => MeshStandardMaterial): MeshStandardMaterial {
  let m = materials.get(key);
  if (!m) materials.set(key, (m = make()));
  return m;
}

/** The material of a face; `glossy` for chips. */
export function faceMaterial(key: FaceKey, glossy = false): MeshStandardMaterial {
  return shared(`${key}|${glossy ? 'g' : 's'}`, () => {
    const [game, own] = split(key);
    return new MeshStandardMaterial({
      map: tableGame(game).texture(own),
      roughness: glossy ? 0.38 : 0.52,
      metalness: 0,
    });
  });
}

/** The edge of a chip (its own face key), or a card's paper edge (no key). */
export function edgeMaterial(key?: FaceKey): MeshStandardMaterial {
  if (!key) {
    return shared(
      'card-edge',
      () => new MeshStandardMaterial({ color: '#ece6d8', roughness: 0.8 }),
    );
  }
  return shared(`edge|${key}`, () => {
    const [game, own] = split(key);
    return new MeshStandardMaterial({ map: tableGame(game).texture(own), roughness: 0.42 });
  });
}

/** Frees every face material (the textures are freed by assets/textures.ts). */
export function disposeFaceMaterials(): void {
  for (const m of materials.values()) m.dispose();
  materials.clear();
}
