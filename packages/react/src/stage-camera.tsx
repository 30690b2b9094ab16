import { useLayoutEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { PerspectiveCamera } from 'three';
import { CAMERA_DISTANCE, stageFov } from './stage-geometry.js';

function fitAspect(camera: PerspectiveCamera, width: number, height: number): void {
  if (height > 0) camera.aspect = width / height;
  camera.updateProjectionMatrix();
}

/**
 * The stage's camera, made the default of the scene it is mounted in (a card's own canvas, or a
 * collection view's portal) for as long as it is mounted, with the canvas's aspect. three's own
 * camera: the stage needs nothing more, so the package needs no helper library for it.
 */
export function StageCamera() {
  const set = useThree((s) => s.set);
  const get = useThree((s) => s.get);
  const size = useThree((s) => s.size);
  const camera = useMemo(() => {
    const c = new PerspectiveCamera(stageFov(), 1, 0.1, CAMERA_DISTANCE * 4);
    c.position.set(0, 0, CAMERA_DISTANCE);
    return c;
  }, []);
  useLayoutEffect(() => {
    const previous = get().camera;
    set({ camera });
    return () => set({ camera: previous });
  }, [camera, get, set]);
  useLayoutEffect(() => {
    fitAspect(camera, size.width, size.height);
  }, [camera, size.width, size.height]);
  return null;
}
