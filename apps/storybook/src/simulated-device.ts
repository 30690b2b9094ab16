// Stand-ins for what a desktop browser cannot show: an iOS-style motion permission prompt with a
// simulated orientation sensor, and the reduced-motion setting. Each returns its own undo.

type Answer = 'granted' | 'denied';

interface OrientationApi {
  requestPermission?: () => Promise<Answer>;
}

/**
 * Makes DeviceOrientationEvent.requestPermission show an in-page prompt (Allow / Don't allow),
 * as iOS does; once allowed, `readings` are sent as deviceorientation events.
 */
export function simulatePermissionPrompt(onAnswer: (answer: Answer) => void): () => void {
  const api = window.DeviceOrientationEvent as unknown as OrientationApi;
  const own = Object.getOwnPropertyDescriptor(api, 'requestPermission');
  let dialog: HTMLDialogElement | null = null;
  Object.defineProperty(api, 'requestPermission', {
    configurable: true,
    value: () =>
      new Promise<Answer>((resolve) => {
        dialog = document.createElement('dialog');
        dialog.setAttribute('aria-label', 'Motion permission (simulated)');
        dialog.innerHTML =
          '<p>“Storybook” would like to access motion and orientation.</p>' +
          '<button value="denied">Don’t allow</button> <button value="granted">Allow</button>';
        dialog.addEventListener('click', (e) => {
          const value = (e.target as HTMLElement).closest('button')?.value;
          if (value !== 'granted' && value !== 'denied') return;
          dialog?.remove();
          onAnswer(value);
          resolve(value);
        });
        document.body.append(dialog);
        dialog.showModal();
      }),
  });
  return () => {
    dialog?.remove();
    if (own) Object.defineProperty(api, 'requestPermission', own);
    else delete api.requestPermission;
  };
}

/** One simulated sensor reading, in degrees (beta: front-back, gamma: left-right). */
export function sendOrientation(beta: number, gamma: number): void {
  window.dispatchEvent(
    new DeviceOrientationEvent('deviceorientation', { alpha: 0, beta, gamma, absolute: false }),
  );
}

/** `prefers-reduced-motion: reduce` as if the user had set it; other queries pass through. */
export function simulateReducedMotion(): () => void {
  const real = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const list = real.call(window, query);
    if (!query.includes('prefers-reduced-motion')) return list;
    // Only `matches` is simulated; listeners attach to the real list (which never fires here).
    return {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: list.addEventListener.bind(list),
      removeEventListener: list.removeEventListener.bind(list),
      addListener: list.addListener.bind(list),
      removeListener: list.removeListener.bind(list),
      dispatchEvent: list.dispatchEvent.bind(list),
    };
  };
  return () => {
    window.matchMedia = real;
  };
}
