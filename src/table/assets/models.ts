// Where the table's models live (public/models, built by `npm run models`) and the mesh names
// inside them: the one place that knows these paths (CONVENTIONS §10).

/** The URL of each model, under the app's base path. */
export const MODEL_URLS = {
  table: `${import.meta.env.BASE_URL}models/table.glb`,
  chip: `${import.meta.env.BASE_URL}models/chip.glb`,
  card: `${import.meta.env.BASE_URL}models/card.glb`,
} as const;

/** A model's name. */
export type ModelName = keyof typeof MODEL_URLS;

/**
 * The named meshes in each model. table: felt (texture: feltTexture), rail (woodTexture), base.
 * chip: top (light side), bottom (dark side), edge (chipEdgeTexture). card: front, back, edge.
 */
export const MODEL_MESHES = {
  table: ['felt', 'rail', 'base'],
  chip: ['top', 'bottom', 'edge'],
  card: ['front', 'back', 'edge'],
} as const satisfies Record<ModelName, readonly string[]>;
