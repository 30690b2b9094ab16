import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useFrame, useThree, type ThreeElements } from '@react-three/fiber';
import type { Mesh, Vector2, Vector3 } from 'three';
import type { CardLookProps } from './card-look-props.js';
import { CardBack } from './card-back.js';
import { useFoilSettings } from './foil-settings.js';
import { tiltFromView } from './pose-tilt.js';
import { sanitizeDegrees, sanitizeTilt, type Tilt } from './sanitize-tilt.js';
import { sceneTextureStore } from './scene-texture-store.js';
import { DEFAULT_MAX_TILT_DEG } from './stage-geometry.js';
import { useCardLook } from './use-card-look.js';
import { useCardTextures } from './use-card-textures.js';
import { useFoilMaterial } from './use-foil-material.js';
import { useEdgeAntialias } from './use-edge-antialias.js';
import { CardPlane } from './card-plane.js';
import { useProgramReady } from './use-program-ready.js';

export interface FoilCardMeshHandle {
  /** Turns the card within its group (-1..1 per axis, sanitised), as FoilCard's tilt does. */
  setTilt(tilt: Partial<Tilt>): void;
  /** The card's mesh (a 1 x CARD_ASPECT plane), once mounted. */
  readonly mesh: Mesh | null;
}

type GroupProps = Omit<ThreeElements['group'], 'ref' | 'children' | 'args'>;

export interface FoilCardMeshProps extends GroupProps, CardLookProps {
  /** The scan's URL. Required. */
  readonly src: string;
  /** Card-back image URL, drawn on the reverse face. Default: none. */
  readonly back?: string;
  /**
   * Controlled tilt: the card turns this far within its group, as a FoilCard does. Default level.
   * Whatever turns the group (your scene, an animation) is seen by the foil as well.
   */
  readonly tilt?: Partial<Tilt>;
  /** Largest tilt in degrees (0..60): how far `tilt` 1 turns, and the scale of the foil's uTilt. Default 16. */
  readonly maxTilt?: number;
  /** Told about every failure (scan, texture, shader, data); the card falls back, never breaks. */
  readonly onError?: (error: Error) => void;
  /** Objects attached to the card's mesh (they turn with it). */
  readonly children?: ReactNode;
  readonly ref?: Ref<FoilCardMeshHandle>;
}

/**
 * A foil card inside your own react-three-fiber `<Canvas>`: a group you place, turn and animate
 * like any other, holding the card's 1 x CARD_ASPECT plane. Every frame the foil reads the
 * card's real pose against the scene's camera (the view vector, and the tilt a FoilCard at that
 * pose would have), so a card the scene spins shows the right light. Cards in one canvas share
 * textures and programs; the foil's program compiles off the critical path while the plain scan
 * shows.
 */
export function FoilCardMesh(props: FoilCardMeshProps) {
  const {
    src,
    printing,
    surface,
    recipe: recipeProp,
    uniforms,
    canon,
    back,
    tilt,
    maxTilt: maxTiltDeg,
    onError,
    children,
    ref,
    ...group
  } = props;
  const settings = useFoilSettings();
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const store = useMemo(() => sceneTextureStore(gl), [gl]);
  const mesh = useRef<Mesh>(null);
  const maxTilt = (sanitizeDegrees(maxTiltDeg, DEFAULT_MAX_TILT_DEG) * Math.PI) / 180;

  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const reported = useRef(new Set<string>());
  const tell = useCallback((error: Error) => {
    if (reported.current.has(error.message)) return;
    reported.current.add(error.message);
    onErrorRef.current?.(error);
  }, []);

  const look = useCardLook({ printing, surface, recipe: recipeProp, uniforms, canon }, settings, tell);
  const broken = useRef(false);
  const onBroken = useCallback(
    (error: Error) => {
      broken.current = true;
      tell(error);
      invalidate();
    },
    [tell, invalidate],
  );
  const materials = useFoilMaterial(look.recipe, look, onBroken, invalidate);
  const { material, plain } = materials;
  const edgeAA = useEdgeAntialias(material, plain);
  useEffect(() => {
    broken.current = false;
  }, [material]);
  const scanFailed = useRef(false);
  const faceReady = useCardTextures(materials, src, look, store, invalidate, {
    onScanFailed: (error) => {
      scanFailed.current = true;
      tell(new Error(`FoilCardMesh: the scan ${src} failed to load`, { cause: error }));
      invalidate();
    },
    onBroken,
  });
  const foilReady = useProgramReady(material);
  const plainReady = useProgramReady(plain);

  const tiltRef = useRef<Tilt>(sanitizeTilt(tilt));
  useEffect(() => {
    tiltRef.current = sanitizeTilt(tilt);
    invalidate();
  }, [tilt?.x, tilt?.y, invalidate]); // eslint-disable-line react-hooks/exhaustive-deps

  const handle = useMemo<FoilCardMeshHandle>(
    () => ({
      setTilt: (t) => {
        tiltRef.current = sanitizeTilt(t);
        invalidate();
      },
      get mesh() {
        return mesh.current;
      },
    }),
    [invalidate],
  );
  useImperativeHandle(ref, () => handle, [handle]);

  useFrame(({ camera }) => {
    const m = mesh.current;
    if (!m) return;
    const foil = foilReady && material !== null && !broken.current ? material : null;
    const shown = foil ?? (plainReady ? plain : null);
    if (m.material !== shown && shown) m.material = shown;
    m.visible = shown !== null && faceReady.current && !scanFailed.current;
    if (!shown) return;
    const t = tiltRef.current;
    m.rotation.set(t.y * maxTilt, -t.x * maxTilt, 0);
    // The pose the scene gave the card, as the foil sees it: view vector, then the tilt it means.
    shown.updateViewVector(m, camera);
    tiltFromView(shown.uniforms.uViewTS!.value as Vector3, maxTilt, shown.uniforms.uTilt!.value as Vector2);
  });

  return (
    <group {...group}>
      <mesh ref={mesh} material={plain} visible={false}>
        <CardPlane margin={edgeAA} />
        {back && <CardBack url={back} store={store} onError={tell} />}
        {children}
      </mesh>
    </group>
  );
}
