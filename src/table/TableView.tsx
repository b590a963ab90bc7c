// The 3D table, loaded lazily (the home screen never waits for three.js, Rapier or the models).
// Its physics loads in a chunk of its own once the table is drawn (scene/TablePhysics.tsx: Rapier
// and its WebAssembly), so the first draw waits only for three.js and the models. It draws any
// game's table (src/table/games/registry.ts) from the session's one store (this seat's view, who
// holds what, where dropped objects were put, the seats' names), renders on demand (nothing
// moves, nothing is drawn), and drives drag and drop through the session. A replay draws it from
// the view it is given instead (`replay`: read-only, nothing to drag, no session needed).
import { useGLTF, useProgress } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { DropZone, GameId } from '../engine/index.ts';
import { namesFromKey } from '../store/seats.ts';
import { MODEL_URLS } from './assets/models.ts';
import { disposeTextures, setFaceTextureScale } from './assets/textures.ts';
import { coveringElements, measureCoverage, NOT_COVERED, type Coverage } from './core/covered.ts';
import { tableGame } from './games/registry.ts';
import { WIDE } from './core/layout.ts';
import { sceneFraming, type TableMoment, type TableScene } from './core/objects.ts';
import { withPlacements } from './core/placements.ts';
import { setTableProbe } from './core/probe.ts';
import { Shown } from './core/shown.ts';
import { chosenMaxFps, FrameGate } from './core/frame-cap.ts';
import { tableQuality } from './core/quality.ts';
import { CameraRig, FOV } from './scene/CameraRig.tsx';
import { DragController, type ShownKeyFocus } from './scene/DragController.tsx';
import { KeyFocusRing } from './KeyFocusRing.tsx';
import { DescribeCanvas, TableWords } from './TableWords.tsx';
import { disposeFaceMaterials } from './scene/faces.ts';
import { FrameCap, PaintIdle, Ready, Runtime } from './scene/frames.tsx';
import { Labels } from './scene/Labels.tsx';
import { Lighting } from './scene/Lighting.tsx';
import { Moments } from './scene/Moments.tsx';
import { PieceMotion } from './scene/motion.ts';
import { Piece } from './scene/Piece.tsx';
import { PieceShadows } from './scene/PieceShadows.tsx';
import { Room } from './scene/Room.tsx';
import { TableRuntime } from './scene/runtime.ts';
import {
  useReplayInputs,
  useStoreInputs,
  type ReplayTable,
  type TableInputs,
} from './table-inputs.ts';
import { TableModel } from './scene/TableModel.tsx';
import { Targets } from './scene/Targets.tsx';
import './table.css';

export type { TableLink } from './scene/runtime.ts';
export type { ReplayTable } from './table-inputs.ts';

/** Rapier and the objects' bodies: fetched once the table is drawn. */
const TablePhysics = lazy(() => import('./scene/TablePhysics.tsx'));

// The models are fetched together as soon as this code runs, not one after another as each
// component that draws one first asks (a waterfall of round trips and parses on a slow link).
for (const url of Object.values(MODEL_URLS)) useGLTF.preload(url, false, false);

/** What the screen around the table may do to it (its buttons outside the canvas). */
export interface TableControls {
  /** Back to the seat's view (set while a table is shown). */
  reset: (() => void) | null;
}

export interface TableViewProps {
  /** Which game's table to draw (this seat's view of its match comes from the store). */
  readonly game: GameId;
  /** Filled in by the table for the screen's buttons. */
  readonly controls: TableControls;
  /** A replay's step to draw instead of the store's (src/ui/fair): read-only. */
  readonly replay?: ReplayTable;
}

/** What the screen's panels cover on the canvas (covered.ts), measured again whenever the
 * canvas, a reserve or a panel changes size, or the window does. */
function useCoverage(): [RefObject<HTMLDivElement | null>, Coverage] {
  const ref = useRef<HTMLDivElement>(null);
  const [coverage, setCoverage] = useState(NOT_COVERED);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A part that did not change keeps its identity: a panel growing moves the names, never
    // the camera (a new `camera` would send it home).
    const measure = () =>
      setCoverage((was) => {
        const now = measureCoverage(el);
        if (now.key === was.key) return was;
        return {
          camera: now.camera.key === was.camera.key ? was.camera : now.camera,
          labels: now.labels.key === was.labels.key ? was.labels : now.labels,
          shape: now.shape,
          short: now.short,
          key: now.key,
        };
      });
    measure();
    const sizes = new ResizeObserver(measure);
    sizes.observe(el);
    for (const part of coveringElements(el)) sizes.observe(part);
    window.addEventListener('resize', measure);
    return () => {
      sizes.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return [ref, coverage];
}

/** The camera's place until CameraRig moves it home, which it does as it mounts, before the
 * first frame (nothing is drawn until the programs are compiled): a framing search of its own
 * here (a second one, at a guessed 16:10) was 65 ms to 1.1 s of a phone-speed first draw. */
const FIRST_EYE = [0, 4, 5] as const;

/** A scene without moments. */
const NO_MOMENTS: readonly TableMoment[] = [];

/** Every object of the scene. */
function Pieces({ scene, runtime }: { scene: TableScene; runtime: TableRuntime }) {
  return (
    <>
      {scene.objects.map((obj) => (
        <Piece key={obj.id} obj={obj} runtime={runtime} dealFrom={scene.dealFrom} />
      ))}
    </>
  );
}

/** The loading bar over the canvas: models and textures (physics comes after the first draw). */
function Loading({ drawn }: { drawn: boolean }) {
  const { t } = useTranslation();
  const { progress } = useProgress();
  if (drawn) return null;
  const share = 0.15 + (progress / 100) * 0.85;
  const step = progress < 100 ? t('screen.loading') : t('screen.dealing');
  return (
    <div className="table3d__loading" role="status">
      <span>{step}…</span>
      <div
        className="table3d__bar"
        role="progressbar"
        aria-label={t('screen.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div className="table3d__fill" style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}

/** The table of this seat's view, as the store holds it (none outside a match: nothing drawn),
 * or of a replay's step. */
function TableView({ game, controls, replay }: TableViewProps) {
  if (replay) return <ReplayMatchTable game={game} controls={controls} replay={replay} />;
  return <StoreTable game={game} controls={controls} />;
}

function StoreTable({ game, controls }: TableViewProps) {
  const [view, inputs] = useStoreInputs();
  if (view === null) return null;
  return <MatchTable game={game} controls={controls} view={view} inputs={inputs} />;
}

function ReplayMatchTable({ game, controls, replay }: TableViewProps & { replay: ReplayTable }) {
  const inputs = useReplayInputs(replay);
  return <MatchTable game={game} controls={controls} view={replay.view} inputs={inputs} />;
}

function MatchTable({
  game,
  view,
  controls,
  inputs,
}: TableViewProps & { readonly view: unknown; readonly inputs: TableInputs }) {
  // The scene's labels are in the reader's language: a switch redraws them.
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const { seat, demo, holds, placements, namesKey, link, readOnly } = inputs;
  const [box, coverage] = useCoverage();
  const { shape, short } = coverage;
  const [raised, setRaised] = useState(false);
  // Shown by their own components (core/shown.ts): a grab or a release re-renders no scene.
  const [targets] = useState(() => new Shown<readonly DropZone[] | null>(null));
  const [keyFocus] = useState(() => new Shown<ShownKeyFocus | null>(null));
  const scene = useMemo(() => {
    void lang; // the labels are words: a new language describes the scene anew
    const described = tableGame(game).scene(view, {
      raised,
      name: namesFromKey(namesKey),
      shape,
      short,
      watching: readOnly,
    });
    return withPlacements(described, placements);
  }, [game, view, raised, namesKey, placements, shape, short, lang, readOnly]);
  const framing = useMemo(() => sceneFraming(scene), [scene]);
  const arrangementKey = JSON.stringify(scene.arrangement ?? WIDE);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the arrangement
  const arrangement = useMemo(() => scene.arrangement ?? WIDE, [arrangementKey]);
  const [runtime] = useState(() => {
    const r = new TableRuntime(link);
    const fps = chosenMaxFps();
    r.gate = fps === null ? null : new FrameGate(fps);
    return r;
  });
  const [quality] = useState(() => {
    const q = tableQuality();
    // Before any piece asks for its faces.
    setFaceTextureScale(q.faceTextureScale);
    return q;
  });
  const [physics, setPhysics] = useState(false);
  const [loaded, setLoaded] = useState(false);

  runtime.link = link;
  runtime.scene = scene;
  runtime.seats = scene.seats;
  runtime.arrangement = arrangement;
  runtime.localSeat = scene.localSeat;
  runtime.seat = seat;
  runtime.holds = holds;

  useEffect(() => {
    // prefers-reduced-motion: pieces go straight to their places (motion.ts).
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const follow = () => {
      PieceMotion.reduced = query?.matches ?? false;
    };
    follow();
    query?.addEventListener('change', follow);
    return () => query?.removeEventListener('change', follow);
  }, []);
  useEffect(() => {
    controls.reset = () => runtime.resetCamera();
    return () => {
      controls.reset = null;
    };
  }, [controls, runtime]);
  useEffect(() => {
    setTableProbe(runtime);
    return () => {
      setTableProbe(null);
      // Leaving the table frees the GPU's copies of every face (they are redrawn if it returns).
      disposeFaceMaterials();
      disposeTextures();
    };
  }, [runtime]);
  useEffect(
    () =>
      link.onPose((p) => {
        runtime.poses.push(p.object, { p: p.p, r: p.r }, p.at);
        runtime.invalidate();
      }),
    [link, runtime],
  );
  useEffect(() => runtime.invalidate(), [holds, runtime]);
  const onPhysics = useMemo(
    () => () => {
      runtime.physics = true;
      setPhysics(true);
    },
    [runtime],
  );
  const onLoaded = useMemo(
    () => () => {
      runtime.markLoaded();
      setLoaded(true);
      runtime.invalidate();
      // What appears from now on is dealt or dropped in, not just there.
      setTimeout(() => (runtime.live = true), 400);
    },
    [runtime],
  );

  return (
    <div
      className="table3d"
      data-ready={loaded}
      data-physics={physics}
      data-replay={readOnly || undefined}
      ref={box}
    >
      <Canvas
        className="table3d__canvas"
        // PCF: three r187 removed PCFSoftShadowMap ("soft" fell back to this, with a warning on
        // every table); its PCF filter is the soft one now.
        shadows="percentage"
        // Drawing on demand starts in the canvas tree's commit that shows the table (Runtime,
        // scene/frames.tsx): switched here, a frame of the room alone came before that commit.
        frameloop="never"
        dpr={[...quality.dpr]}
        gl={{ antialias: quality.antialias }}
        // The scene and the table's group never move (scene/still.ts): three remade their
        // matrices in every frame, and with them every piece's world matrix, at rest or not.
        scene={{ matrixAutoUpdate: false }}
        data-quality={quality.quality}
        camera={{
          fov: FOV,
          near: 0.05,
          far: 30,
          position: FIRST_EYE,
        }}
      >
        <fog attach="fog" args={['#120e0c', 5, 13]} />
        <Room />
        <DescribeCanvas />
        <Runtime runtime={runtime} loaded={loaded} />
        {runtime.gate && <FrameCap gate={runtime.gate} runtime={runtime} />}
        <Lighting shadowMapSize={quality.shadowMapSize} environment={quality.environment} />
        <Suspense fallback={null}>
          <group
            visible={loaded}
            matrixAutoUpdate={false}
            ref={(g) => {
              // Kept while React hides it (a hidden boundary's refs are detached; the group stays
              // and is made invisible).
              if (g) runtime.tableGroup = g;
            }}
          >
            <TableModel arrangement={arrangement} />
            <Pieces scene={scene} runtime={runtime} />
            <PieceShadows runtime={runtime} pieces={scene.objects.length} />
          </group>
          <Ready onReady={onLoaded} />
        </Suspense>
        {loaded && <PaintIdle scene={scene} />}
        {loaded && (
          <Suspense fallback={null}>
            <TablePhysics
              arrangement={arrangement}
              objects={scene.objects}
              runtime={runtime}
              onReady={onPhysics}
            />
          </Suspense>
        )}
        {loaded && (
          <Labels labels={scene.labels} objects={scene.objects} covered={coverage.labels.px} />
        )}
        {loaded && <Moments moments={scene.moments ?? NO_MOMENTS} runtime={runtime} />}
        <CameraRig
          runtime={runtime}
          framing={framing}
          covered={coverage.camera}
          sway={demo !== null && seat === null}
        />
        {loaded && !readOnly && <LitTargets zones={scene.zones} targets={targets} />}
        {!readOnly && (
          <DragController
            runtime={runtime}
            onRaise={setRaised}
            onTargets={targets.set}
            onKeyFocus={keyFocus.set}
          />
        )}
      </Canvas>
      <KeyFocus focus={keyFocus} />
      <TableWords scene={scene} />
      <Loading drawn={loaded} />
    </div>
  );
}

/** The drop targets lit now (from the drag controller), re-rendered alone when they change. */
function LitTargets({
  zones,
  targets,
}: {
  zones: TableScene['zones'];
  targets: Shown<readonly DropZone[] | null>;
}) {
  const lit = useSyncExternalStore(targets.subscribe, targets.get);
  return <Targets zones={zones} targets={lit} />;
}

/** The keyboard's focus ring, re-rendered alone when the focus moves. */
function KeyFocus({ focus }: { focus: Shown<ShownKeyFocus | null> }) {
  return <KeyFocusRing focus={useSyncExternalStore(focus.subscribe, focus.get)} />;
}

/** Re-rendered only when the table's own inputs change: a re-render of the canvas' children
 * would draw a frame. */
export default memo(TableView);
