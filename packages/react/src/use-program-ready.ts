import { useEffect, useState } from 'react';
import { useThree } from '@react-three/fiber';
import type { ShaderMaterial } from 'three';
import { compileProgram, programReady } from './program-gate.js';

/**
 * True once `material`'s program can be drawn without compiling on the frame: the first card
 * of a recipe waits for an off-thread compile, later ones of a ready recipe are ready at once.
 */
export function useProgramReady(material: ShaderMaterial | null): boolean {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const [compiled, setCompiled] = useState<ShaderMaterial | null>(null);
  useEffect(() => {
    if (!material || programReady(gl, material)) return;
    let live = true;
    void compileProgram(gl, material, camera, scene).then(() => {
      if (live) setCompiled(material);
    });
    return () => {
      live = false;
    };
  }, [gl, material, camera, scene]);
  return material !== null && (compiled === material || programReady(gl, material));
}
