import { describe, expect, it } from 'vitest';
import { Group, Mesh, OrthographicCamera, PerspectiveCamera, type Vector3 } from 'three';
import { FAMILIES, UNUSED, computeViewVectorTS, createFoilMaterial, defineRecipe } from '@foilkit/core';
import { referenceViewVector } from '@foilkit/core/reference';

const cameraAt = (x: number, y: number, z: number) => {
  const c = new PerspectiveCamera();
  c.position.set(x, y, z);
  c.lookAt(0, 0, 0);
  return c;
};
const close = (v: Vector3, x: number, y: number, z: number) => {
  expect(v.x).toBeCloseTo(x, 6);
  expect(v.y).toBeCloseTo(y, 6);
  expect(v.z).toBeCloseTo(z, 6);
};

describe('computeViewVectorTS (the stage-supplied view vector)', () => {
  it('is head-on for an unrotated card facing the camera', () => {
    close(computeViewVectorTS(new Mesh(), cameraAt(0, 0, 5)), 0, 0, 1);
  });

  it('leans toward the camera: a camera up and to the right gives +x, +y', () => {
    const v = computeViewVectorTS(new Mesh(), cameraAt(3, 4, 12));
    close(v, 3 / 13, 4 / 13, 12 / 13);
  });

  it('agrees with the tilt model when the card turns instead of the camera', () => {
    const mesh = new Mesh();
    const tiltMax = 0.3;
    mesh.rotation.set(0, -0.5 * tiltMax, 0); // turning the card left = the eye moving right
    const v = computeViewVectorTS(mesh, cameraAt(0, 0, 3));
    const [rx, , rz] = referenceViewVector(0.5, 0.5, [0.5, 0], tiltMax, 3);
    expect(v.x).toBeCloseTo(rx, 6);
    expect(v.z).toBeCloseTo(rz, 6);
  });

  it('keeps +z on the true normal under non-uniform scale and a sheared hierarchy (Gram-Schmidt)', () => {
    const parent = new Group();
    parent.scale.set(3, 1, 1);
    parent.rotation.z = 0.4; // scale then rotate in the parent shears the child's axes
    const child = new Mesh();
    child.rotation.z = 0.3;
    child.rotation.x = 0.2;
    parent.add(child);
    const v = computeViewVectorTS(child, cameraAt(0, 0, 10));
    expect(v.length()).toBeCloseTo(1, 9);
    // The world normal of a plane rotated 0.2 about x stays in the y-z plane: the camera on z sees z = cos 0.2.
    expect(v.z).toBeCloseTo(Math.cos(0.2), 2);
  });

  it('falls back to head-on for a singular or non-finite frame', () => {
    const flat = new Mesh();
    flat.scale.set(1, 0, 1);
    close(computeViewVectorTS(flat, cameraAt(1, 2, 5)), 0, 0, 1);
    const broken = new Mesh();
    broken.position.set(Number.NaN, 0, 0);
    close(computeViewVectorTS(broken, cameraAt(1, 2, 5)), 0, 0, 1);
    close(computeViewVectorTS(new Mesh(), cameraAt(0, 0, 0)), 0, 0, 1);
  });

  it('uses the camera axis for an orthographic camera', () => {
    const c = new OrthographicCamera();
    c.position.set(5, 0, 5);
    c.lookAt(0, 0, 0);
    close(computeViewVectorTS(new Mesh(), c), Math.SQRT1_2, 0, Math.SQRT1_2);
  });

  it('material.updateViewVector switches the card onto it', () => {
    const r = defineRecipe({
      id: 'test-view',
      family: 'line',
      look: 'x',
      defaults: { ...FAMILIES.line.constants },
      params: { uP0: UNUSED, uP1: UNUSED, uP2: UNUSED, uP3: UNUSED },
      glsl: 'vec3 foilPattern(vec2 uv, vec2 tilt) {\n  return gViewTS;\n}\n',
    });
    const m = createFoilMaterial({ recipe: r });
    expect(m.getUniform('uViewTSOn')).toBe(0);
    m.updateViewVector(new Mesh(), cameraAt(0, 5, 5));
    expect(m.getUniform('uViewTSOn')).toBe(1);
    const [x, y, z] = m.getUniform('uViewTS');
    expect(x).toBeCloseTo(0, 6);
    expect(y).toBeCloseTo(Math.SQRT1_2, 6);
    expect(z).toBeCloseTo(Math.SQRT1_2, 6);
  });
});
