import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FoilCard, FoilCollection, type GyroscopeState } from '@foilkit/react';
import { tiltControls, argsOf, argTypesOf, tiltFromArgs } from '../controls.js';
import { Caption, CARD_WIDTH } from '../layout.js';
import { scanUrl } from '../samples.js';
import { sendOrientation, simulatePermissionPrompt, simulateReducedMotion } from '../simulated-device.js';

const meta: Meta = { title: 'Features/Tilt sources', tags: ['foil'], parameters: { layout: 'centered' } };
export default meta;

const SCAN = scanUrl('sv-illustration');
const RECIPE = 'sunburst';

function cardIn(canvas: HTMLElement): HTMLElement {
  const card = canvas.querySelector<HTMLElement>('[role="img"]');
  if (!card) throw new Error('story: no card');
  return card;
}

function Single({ title, lines, children }: { title: string; lines: string[]; children: React.ReactNode }) {
  return (
    <FoilCollection>
      <figure style={{ margin: 0, width: CARD_WIDTH }}>
        {children}
        <Caption title={title} lines={lines} />
      </figure>
    </FoilCollection>
  );
}

/** The play moves a pointer over the card's right edge; move yours over it to tilt. */
export const Pointer: StoryObj = {
  render: () => (
    <Single
      title="pointer"
      lines={['the tilt follows the pointer; 350 ms after it leaves, the card eases back']}
    >
      <FoilCard src={SCAN} alt="pointer tilt" recipe={RECIPE} gyroscope={false} />
    </Single>
  ),
  play: ({ canvasElement }) => {
    const box = cardIn(canvasElement).getBoundingClientRect();
    const at = { clientX: box.left + box.width * 0.9, clientY: box.top + box.height * 0.2 };
    cardIn(canvasElement).dispatchEvent(
      new PointerEvent('pointermove', { ...at, bubbles: true, pointerType: 'mouse' }),
    );
  },
};

function GyroscopeDemo({ beta, gamma }: { beta: number; gamma: number }) {
  const [state, setState] = useState<GyroscopeState>('off');
  const [allowed, setAllowed] = useState(false);
  useEffect(() => simulatePermissionPrompt((answer) => setAllowed(answer === 'granted')), []);
  // The first reading after the grant is "level" (how the device is held); later ones tilt.
  useEffect(() => {
    if (allowed) sendOrientation(0, 0);
  }, [allowed]);
  useEffect(() => {
    if (allowed) sendOrientation(beta, gamma);
  }, [allowed, beta, gamma]);
  return (
    <Single
      title={`gyroscope: ${state}`}
      lines={['simulated iOS: tap the card or “Tilt with motion”, allow, then move beta / gamma']}
    >
      <FoilCard src={SCAN} alt="gyroscope tilt" recipe={RECIPE} gyroscope onGyroscopeChange={setState} />
    </Single>
  );
}

export const Gyroscope: StoryObj<{ beta: number; gamma: number }> = {
  args: { beta: 8, gamma: -10 },
  argTypes: {
    beta: { name: 'beta (front-back, degrees)', control: { type: 'range', min: -30, max: 30, step: 1 } },
    gamma: { name: 'gamma (left-right, degrees)', control: { type: 'range', min: -30, max: 30, step: 1 } },
  },
  render: ({ beta, gamma }) => <GyroscopeDemo beta={beta} gamma={gamma} />,
};

/** Focus the card (Tab) and use the arrow keys; Esc levels it, Enter inspects. */
export const Keyboard: StoryObj = {
  render: () => (
    <Single title="keyboard" lines={['Tab to the card, arrows tilt a quarter step, Esc levels']}>
      <FoilCard src={SCAN} alt="keyboard tilt" recipe={RECIPE} gyroscope={false} />
    </Single>
  ),
  play: ({ canvasElement }) => {
    const card = cardIn(canvasElement);
    card.focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowUp'])
      card.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  },
};

const tilt = tiltControls({ x: -0.6, y: 0.4 });

function ControlledDemo({ args }: { args: Record<string, unknown> }) {
  const { x, y } = tiltFromArgs(args);
  const value = useMemo(() => ({ x, y }), [x, y]);
  return (
    <Single title="controlled" lines={[`tilt={{ x: ${x}, y: ${y} }}: pointer and gyroscope are ignored`]}>
      <FoilCard src={SCAN} alt="controlled tilt" recipe={RECIPE} tilt={value} />
    </Single>
  );
}

export const Controlled: StoryObj = {
  args: argsOf(tilt),
  argTypes: argTypesOf(tilt),
  render: (args) => <ControlledDemo args={args} />,
};

/**
 * Under prefers-reduced-motion the card rests at BEST_ANGLE, with no sway and no gyroscope. The
 * story simulates the setting; set it in your system to see the real thing in any story.
 */
export const ReducedMotion: StoryObj = {
  beforeEach: () => simulateReducedMotion(),
  render: () => (
    <Single title="reduced motion" lines={['rests at BEST_ANGLE; showcase and gyroscope stay off']}>
      <FoilCard src={SCAN} alt="reduced motion" recipe={RECIPE} showcase />
    </Single>
  ),
};
