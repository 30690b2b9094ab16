import { Vector2, Vector3, Vector4, type IUniform } from 'three';
import { clampToBounds, type UniformValues, type ValueUniformName } from '../contract/derive.js';
import type { UniformRange } from '../contract/uniform-spec.js';

type Vec = Vector2 | Vector3 | Vector4;

/** A fresh three.js uniform object for a plain value. Never shared between materials. */
export function toUniformObject(value: number | readonly number[]): IUniform<number | Vec> {
  if (typeof value === 'number') return { value };
  if (value.length === 2) return { value: new Vector2(value[0], value[1]) };
  if (value.length === 3) return { value: new Vector3(value[0], value[1], value[2]) };
  return { value: new Vector4(value[0], value[1], value[2], value[3]) };
}

/** Writes into the existing uniform value, so per-frame updates allocate nothing. */
export function writeUniformValue(target: IUniform, value: number | readonly number[]): void {
  if (typeof value === 'number') {
    target.value = value;
    return;
  }
  (target.value as Vec).fromArray(value);
}

/** Like writeUniformValue, clamping each component into range on the way in; true if any moved. */
export function writeClampedUniformValue(
  target: IUniform,
  value: number | readonly number[],
  range: UniformRange | undefined,
): boolean {
  if (typeof value === 'number') {
    target.value = clampToBounds(value, range);
    return target.value !== value;
  }
  const vec = target.value as Vec;
  let moved = false;
  for (let i = 0; i < value.length; i++) {
    const c = clampToBounds(value[i]!, range);
    if (c !== value[i]) moved = true;
    vec.setComponent(i, c);
  }
  return moved;
}

export function readUniformValue<N extends ValueUniformName>(target: IUniform): UniformValues[N] {
  const v = target.value as number | Vec;
  return (typeof v === 'number' ? v : v.toArray()) as UniformValues[N];
}
