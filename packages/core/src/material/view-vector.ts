import { Matrix3, Vector3, type Camera, type Object3D } from 'three';

const HEAD_ON = new Vector3(0, 0, 1);
const EPS = 1e-8;
const normalMatrix = new Matrix3();
const axisX = new Vector3();
const axisY = new Vector3();
const normal = new Vector3();
const centre = new Vector3();
const eye = new Vector3();

function finiteLength(v: Vector3): number {
  const l = v.length();
  return Number.isFinite(l) ? l : 0;
}

/**
 * The surface-to-camera direction for a card mesh, in card tangent space: x and y along the
 * transformed card axes, +z along the front normal (the inverse-transpose of the world matrix,
 * so non-uniform scale keeps it perpendicular). A frame sheared by the hierarchy is made
 * orthonormal by Gram-Schmidt (z first, then x, then y); a singular or non-finite frame gives
 * head-on (0, 0, 1). Measured from the card's centre: a planar-centre approximation, not
 * per-fragment parallax.
 */
export function computeViewVectorTS(object: Object3D, camera: Camera, target = new Vector3()): Vector3 {
  object.updateWorldMatrix(true, false);
  camera.updateWorldMatrix(true, false);
  const m = object.matrixWorld;
  normal.set(0, 0, 1).applyMatrix3(normalMatrix.getNormalMatrix(m));
  const nl = finiteLength(normal);
  if (nl < EPS) return target.copy(HEAD_ON);
  normal.divideScalar(nl);
  axisX.setFromMatrixColumn(m, 0);
  axisX.addScaledVector(normal, -axisX.dot(normal));
  const xl = finiteLength(axisX);
  if (xl < EPS) return target.copy(HEAD_ON);
  axisX.divideScalar(xl);
  axisY.setFromMatrixColumn(m, 1);
  axisY.addScaledVector(normal, -axisY.dot(normal)).addScaledVector(axisX, -axisY.dot(axisX));
  const yl = finiteLength(axisY);
  if (yl < EPS) return target.copy(HEAD_ON);
  axisY.divideScalar(yl);

  centre.setFromMatrixPosition(m);
  if ((camera as { isOrthographicCamera?: boolean }).isOrthographicCamera) {
    // Parallel projection: every fragment sees the camera along its backward axis.
    camera.getWorldDirection(eye).negate();
  } else {
    eye.setFromMatrixPosition(camera.matrixWorld).sub(centre);
  }
  const el = finiteLength(eye);
  if (el < EPS) return target.copy(HEAD_ON);
  eye.divideScalar(el);
  target.set(eye.dot(axisX), eye.dot(axisY), eye.dot(normal));
  return finiteLength(target) > EPS ? target.normalize() : target.copy(HEAD_ON);
}
