// The home's slider: autoplay that pauses on hover and focus, a stop button, nothing for
// reduced motion. `data-autoplay` and `data-current` are read by the e2e tests.
export const SLIDER_SELECTOR = '[data-slider]';
export const SLIDE_INTERVAL_MS = 6000;

export type Autoplay = 'off' | 'stopped' | 'paused' | 'playing';

export function autoplayState(state: {
  reducedMotion: boolean;
  stopped: boolean;
  hovered: boolean;
  focused: boolean;
}): Autoplay {
  if (state.reducedMotion) return 'off';
  if (state.stopped) return 'stopped';
  return state.hovered || state.focused ? 'paused' : 'playing';
}

export function enhanceSlider(slider: HTMLElement): () => void {
  const track = slider.querySelector<HTMLElement>('[data-slider-track]');
  const count = track ? track.children.length : 0;
  if (!track || count < 2) return () => {};
  const dots = [...slider.querySelectorAll<HTMLElement>('[data-slider-dot]')];
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const state = { reducedMotion: reducedMotion.matches, stopped: false, hovered: false, focused: false };
  let current = 0;
  let timer: number | undefined;

  const mark = (index: number) => {
    current = index;
    slider.dataset.current = String(index);
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === index)));
  };
  const show = (index: number) => {
    mark(index);
    track.scrollTo({ left: index * track.clientWidth });
  };
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--small button--secondary slider__pause';
  const update = () => {
    state.reducedMotion = reducedMotion.matches;
    const autoplay = autoplayState(state);
    slider.dataset.autoplay = autoplay;
    window.clearInterval(timer);
    if (autoplay === 'playing')
      timer = window.setInterval(() => show((current + 1) % count), SLIDE_INTERVAL_MS);
    button.hidden = autoplay === 'off';
    button.textContent = state.stopped ? 'Reanudar carrusel' : 'Pausar carrusel';
  };
  const set = (key: 'stopped' | 'hovered' | 'focused', value: boolean) => {
    state[key] = value;
    update();
  };

  const listeners: Array<[EventTarget, string, EventListener]> = [
    [button, 'click', () => set('stopped', !state.stopped)],
    [
      track,
      'scroll',
      () => {
        const index = Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
        if (index !== current) mark(index);
      },
    ],
    [slider, 'mouseenter', () => set('hovered', true)],
    [slider, 'mouseleave', () => set('hovered', false)],
    [slider, 'focusin', () => set('focused', true)],
    [
      slider,
      'focusout',
      (event) =>
        set(
          'focused',
          event instanceof FocusEvent &&
            event.relatedTarget instanceof Node &&
            slider.contains(event.relatedTarget),
        ),
    ],
    [reducedMotion, 'change', update],
  ];
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener, { passive: true });
  slider.prepend(button);
  mark(0);
  update();
  return () => {
    window.clearInterval(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    button.remove();
  };
}
