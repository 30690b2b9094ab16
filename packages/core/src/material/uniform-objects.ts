import { Vector2, Vector3, Vector4, type IUniform } from 'three';
import type { UniformValues, ValueUniformName } from '../contract/derive.js';

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
  (target.value as Vec).fromArray(value as number[]);
}

export function readUniformValue<N extends ValueUniformName>(target: IUniform): UniformValues[N] {
  const v = target.value as number | Vec;
  return (typeof v === 'number' ? v : v.toArray()) as UniformValues[N];
}
