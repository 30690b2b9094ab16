const STYLE = {
  position: 'absolute',
  left: '50%',
  bottom: '4%',
  transform: 'translateX(-50%)',
  zIndex: 3,
} as const;

/** The button `gyroscope={true}` offers while iOS needs a gesture to grant motion access. */
export function MotionButton({ onRequest }: { readonly onRequest: () => void }) {
  return (
    <button
      type="button"
      className="foilkit-motion-button"
      onClick={(event) => {
        // Its own gesture: ask, and do not also inspect the card.
        event.stopPropagation();
        onRequest();
      }}
      onKeyDown={(event) => event.stopPropagation()}
      style={STYLE}
    >
      Tilt with motion
    </button>
  );
}
