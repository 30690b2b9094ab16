// A pack opening inside the site's own scene: foil cards fly out of the pack and turn to face
// the viewer (docs/REACT.md, "Foil inside your own Canvas"). Type-checked with the repository.
import { useRef } from 'react';
import { Canvas, useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { FoilProvider } from '@foilkit/react';
import { FoilCardMesh } from '@foilkit/react/scene';
import type { Printing } from '@foilkit/resolver';

export interface PulledCard {
  readonly id: string;
  readonly scanUrl: string;
  readonly printing: Printing;
}

/** One card's flight: out of the pack, up and across, spinning to face the camera. */
function FlyingCard({ card, index, count }: { card: PulledCard; index: number; count: number }) {
  const group = useRef<Group>(null);
  const start = useRef<number | null>(null);
  useFrame(({ clock }) => {
    const g = group.current;
    if (!g) return;
    start.current ??= clock.elapsedTime + index * 0.25;
    // 0 in the pack, 1 at rest in the fan; eased so the card slows as it lands.
    const t = Math.min(1, Math.max(0, (clock.elapsedTime - start.current) / 1.2));
    const eased = 1 - (1 - t) ** 3;
    const spread = (index - (count - 1) / 2) * 0.75;
    g.position.set(spread * eased, -1.2 + 1.2 * eased, 0.3 * Math.sin(Math.PI * eased));
    // A full turn and a half about y on the way out: the foil sees every angle of it.
    g.rotation.set(0.4 * (1 - eased), Math.PI * 3 * (1 - eased), spread * -0.08 * eased);
  });
  return (
    <group ref={group}>
      <FoilCardMesh src={card.scanUrl} printing={card.printing} back="/img/card-back.png" scale={0.7} />
    </group>
  );
}

/** The pack-opening page: the site's own canvas, camera and lights; foil cards in it. */
export function PackOpening({ cards }: { readonly cards: readonly PulledCard[] }) {
  return (
    <FoilProvider>
      <Canvas camera={{ position: [0, 0, 3], fov: 40 }} style={{ height: 480 }}>
        <ambientLight intensity={0.6} />
        {cards.map((card, index) => (
          <FlyingCard key={card.id} card={card} index={index} count={cards.length} />
        ))}
      </Canvas>
    </FoilProvider>
  );
}
