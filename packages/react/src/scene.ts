// @foilkit/react/scene: foil cards inside your own react-three-fiber <Canvas>. An entry of its
// own, so a site that only uses FoilCard and FoilCollection never bundles it.
export { FoilCardMesh, type FoilCardMeshProps, type FoilCardMeshHandle } from './foil-card-mesh.js';
