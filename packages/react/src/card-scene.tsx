import { useCallback, useContext, useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { Mesh, Vector2 } from 'three';
import type { FoilMaterial, FoilRecipe } from '@foilkit/core';
import { CardBack } from './card-back.js';
import type { CardLook } from './resolve-look.js';
import { StageCamera } from './stage-camera.js';
import type { TextureStore } from './texture-store.js';
import type { TiltDrive } from './use-tilt-spring.js';
import { useCardTextures } from './use-card-textures.js';
import { useFoilMaterial } from './use-foil-material.js';
import { useEdgeAntialias } from './use-edge-antialias.js';
import { useReadbackBlending } from './use-readback-blending.js';
import { CardPlane } from './card-plane.js';
import { useProgramReady } from './use-program-ready.js';
import { useStageInvalidate, ViewMarkContext } from './use-stage-invalidate.js';

/** What the scene tells its card: drawn for the first time, or a failure naming what failed. */
export type SceneReport =
  | { readonly kind: 'drawn' }
  | { readonly kind: 'scan-failed'; readonly error: Error }
  | { readonly kind: 'back-failed'; readonly error: Error }
  | { readonly kind: 'broken'; readonly error: Error };

export interface CardSceneProps {
  readonly recipe: FoilRecipe | string;
  readonly look: CardLook;
  readonly faceUrl: string;
  /** Card-back image, on the reverse side (seen once an inspected card turns past 90 degrees). */
  readonly backUrl?: string | undefined;
  readonly drive: TiltDrive;
  /** Largest tilt in radians; read every frame, so a ref-like holder. */
  readonly maxTilt: { readonly current: number };
  readonly store: TextureStore;
  readonly report: (report: SceneReport) => void;
}

interface ProgramDiagnostics {
  readonly runnable: boolean;
  readonly fragmentShader: { readonly log: string };
  readonly programLog: string;
}

/**
 * One card in its perspective stage. Each frame it reads the tilt spring once and writes the
 * mesh rotation, uTilt and the view vector from that one value.
 */
export function CardScene({ recipe, look, faceUrl, backUrl, drive, maxTilt, store, report }: CardSceneProps) {
  const mesh = useRef<Mesh>(null);
  const invalidate = useStageInvalidate();
  const markView = useContext(ViewMarkContext);
  const gl = useThree((s) => s.gl);
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  const onBroken = useCallback((error: Error) => reportRef.current({ kind: 'broken', error }), []);
  const materials = useFoilMaterial(recipe, look, onBroken, invalidate);
  const { material, plain } = materials;
  const edgeAA = useEdgeAntialias(material, plain);
  // Only a collection's views mark themselves: those are presented by reading their slot back.
  useReadbackBlending(material, plain, markView !== null);
  // Until the foil's program is compiled (off the critical path), the card draws its scan with
  // the plain-scan program every card shares.
  const foilReady = useProgramReady(material);
  const plainReady = useProgramReady(plain);
  const shown = foilReady ? material : plainReady ? plain : null;
  const faceReady = useCardTextures(materials, faceUrl, look, store, invalidate, {
    onScanFailed: (error) => reportRef.current({ kind: 'scan-failed', error }),
    onBroken,
  });

  useEffect(() => drive.subscribe(invalidate), [drive, invalidate]);

  // The per-frame path allocates nothing: one sample object, one record of what was written.
  const sample = useRef({ x: 0, y: 0 });
  const written = useRef<{ material: FoilMaterial | null; x: number; y: number; max: number; turn: number }>({
    material: null,
    x: Number.NaN,
    y: Number.NaN,
    max: Number.NaN,
    turn: Number.NaN,
  });
  const phase = useRef<'waiting' | 'drawing' | 'checked'>('waiting');
  useEffect(() => {
    phase.current = 'waiting';
  }, [material, faceUrl]);

  useFrame(({ camera }) => {
    const m = mesh.current;
    if (!m || !material || !shown) return;
    const t = drive.sample(sample.current);
    const max = maxTilt.current;
    const turn = drive.turn.get();
    // Every card runs this each frame: only one that moved is written and redrawn.
    const w = written.current;
    if (w.material !== shown || w.x !== t.x || w.y !== t.y || w.max !== max || w.turn !== turn) {
      w.material = shown;
      w.x = t.x;
      w.y = t.y;
      w.max = max;
      w.turn = turn;
      markView?.();
      m.rotation.set(t.y * max, -t.x * max + turn, 0);
      // A trusted write: the drive's tilt is sanitised and clamped at its source, so it skips
      // setUniform's checks. uTiltMax and uCamDist are not written: the view vector below
      // replaces the planar model they feed.
      (shown.uniforms.uTilt!.value as Vector2).set(t.x, t.y);
      shown.updateViewVector(m, camera);
    }
    // Drawn means the foil itself: the plain scan in the canvas looks like the plain image.
    if (phase.current === 'waiting' && faceReady.current && shown === material) {
      phase.current = 'drawing';
      // Runs after this frame's render: the program now exists and says whether it linked.
      queueMicrotask(() => {
        phase.current = 'checked';
        const program = (
          gl.properties.get(material) as { currentProgram?: { diagnostics?: ProgramDiagnostics } }
        ).currentProgram;
        const diagnostics = program?.diagnostics;
        if (diagnostics && !diagnostics.runnable) {
          const log = diagnostics.fragmentShader.log || diagnostics.programLog;
          reportRef.current({
            kind: 'broken',
            error: new Error(`foilkit: recipe "${material.recipe.id}" failed to compile: ${log}`),
          });
        } else reportRef.current({ kind: 'drawn' });
      });
    }
  });

  if (!material) return null;
  return (
    <>
      <StageCamera />
      <mesh ref={mesh} material={shown ?? plain} visible={shown !== null}>
        <CardPlane margin={edgeAA} />
        {backUrl && (
          <CardBack
            url={backUrl}
            store={store}
            onError={(error) => reportRef.current({ kind: 'back-failed', error })}
          />
        )}
      </mesh>
    </>
  );
}
