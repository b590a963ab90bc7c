// What a game puts on the table, as plain data: objects with their faces and rest poses, and
// words floating over the table. Each game describes its view in these terms (gang-scene.ts for
// The Gang); the 3D layer draws and animates any such description, so new games drop in.
import type { Pose, Vec3 } from './layout.ts';

/**
 * What a face shows, as a key the scene turns into a texture: `card:As`, `card:J*`, `card:back`,
 * `chip:red:4:light`, `chip:red:4:dark`, `heist:vault:gold`, `heist:alarm:gray`,
 * `challenge:blackout`, `challenge:back`, `specialist:jack`, `specialist:back`.
 */
export type FaceKey = string;

/** Which model an object uses: a card, a chip, or a stack of cards (one card, thickened). */
export type Model = 'card' | 'chip' | 'stack';

export interface TableObject {
  readonly id: string;
  readonly model: Model;
  /** The face on top when the object lies face up (card front, chip's light side). */
  readonly front: FaceKey;
  readonly back: FaceKey;
  readonly rest: Pose;
  /** How it first appears: dealt from the deck, dropped from above, or just there. */
  readonly enter: 'deck' | 'drop' | 'rest';
  /** Ms to wait, when it enters, before it leaves the deck (the dealing order). */
  readonly dealDelay: number;
  /** Ms to wait before gliding to a new rest pose (showdown reveals, one hand at a time). */
  readonly delay: number;
  /** Bumped when a new object takes an old one's id (the next heist's cards): it enters again. */
  readonly generation: string;
  /** Whether this seat may try to pick it up now (the host still decides). */
  readonly draggable: boolean;
  /** Cards in a stack (model 'stack'). */
  readonly count?: number;
  /** What it is, in words (hover titles, screen readers, tests). */
  readonly label: string;
}

/** Words floating over the table: seat names, and each revealed hand's name at the showdown. */
export interface TableLabel {
  readonly id: string;
  readonly text: string;
  readonly at: Vec3;
  readonly tone: 'seat' | 'you' | 'hand' | 'mistake';
  /** Ms to wait before showing it (the showdown's reveal order). */
  readonly delay: number;
}

/** Everything on one player's table. */
export interface TableScene {
  readonly seats: number;
  /** The seat at the front of this screen (a spectator sees seat 0's side). */
  readonly localSeat: number;
  readonly objects: readonly TableObject[];
  readonly labels: readonly TableLabel[];
}
