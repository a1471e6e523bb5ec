/**
 * The light page script's part for the home's slider and video player (docs/decisions/017). It is
 * serialised into the page with the rest of app/lib/light-page-script.ts, so it must not import
 * anything. Without it both still work: slides are reached by #slide-N links and videos are links.
 * - Video links (a[data-video-embed]) open the page's <dialog data-video-dialog> with the embed
 *   address; closing it clears the iframe's src, which stops the video.
 * - Sliders ([data-slider]) advance every 6 s, pause while hovered or focused, stop with a button,
 *   and never move for visitors who prefer reduced motion. data-autoplay and data-current say
 *   what they are doing (the e2e tests read them).
 */
export function enhanceSlidersAndVideos() {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-video-dialog]');
  const frame = dialog?.querySelector('iframe');
  const heading = dialog?.querySelector('h2');
  if (dialog && frame && typeof dialog.showModal === 'function') {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-video-embed]')) {
      link.addEventListener('click', (event) => {
        event.preventDefault();
        frame.src = link.dataset.videoEmbed ?? '';
        if (heading) heading.textContent = link.dataset.videoTitle ?? 'Video';
        dialog.showModal();
      });
    }
    dialog.addEventListener('close', () => frame.removeAttribute('src'));
    // A click on the backdrop (the dialog element itself, outside its content) closes it too.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }

  const INTERVAL_MS = 6000;
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  for (const slider of document.querySelectorAll<HTMLElement>('[data-slider]')) {
    const track = slider.querySelector<HTMLElement>('[data-slider-track]');
    const count = track ? track.children.length : 0;
    if (!track || count < 2) continue;
    const dots = [...slider.querySelectorAll<HTMLElement>('[data-slider-dot]')];
    let current = 0;
    let hovered = false;
    let focused = false;
    let stopped = false;
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
      const state = reducedMotion.matches
        ? 'off'
        : stopped
        ? 'stopped'
        : hovered || focused
        ? 'paused'
        : 'playing';
      slider.dataset.autoplay = state;
      window.clearInterval(timer);
      if (state === 'playing') timer = window.setInterval(() => show((current + 1) % count), INTERVAL_MS);
      button.hidden = state === 'off';
      button.textContent = stopped ? 'Reanudar carrusel' : 'Pausar carrusel';
    };
    button.addEventListener('click', () => {
      stopped = !stopped;
      update();
    });
    slider.prepend(button);
    track.addEventListener(
      'scroll',
      () => {
        const index = Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
        if (index !== current) mark(index);
      },
      { passive: true },
    );
    slider.addEventListener('mouseenter', () => {
      hovered = true;
      update();
    });
    slider.addEventListener('mouseleave', () => {
      hovered = false;
      update();
    });
    slider.addEventListener('focusin', () => {
      focused = true;
      update();
    });
    slider.addEventListener('focusout', (event) => {
      focused = event.relatedTarget instanceof Node && slider.contains(event.relatedTarget);
      update();
    });
    reducedMotion.addEventListener('change', update);
    mark(0);
    update();
  }
}
