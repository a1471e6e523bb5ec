// 'Entrar a la clase' on at its time without a reload (issue 77): the student's dashboard does not
// hydrate; the server gives each course's next window (from 15 minutes before the class to its
// end), and this turns the link on and off by the browser's clock. No request: the window cannot
// change while the page is open, and the next one is the next page view's.
export const CLASS_WINDOW_SELECTOR = '[data-class-window]';

/** setTimeout's longest delay; a later change waits in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Returns the undo. */
export function showClassOnTime(root: HTMLElement): () => void {
  const opens = Date.parse(root.dataset.opensAt ?? '');
  const ends = Date.parse(root.dataset.endsAt ?? '');
  const link = root.querySelector<HTMLElement>('[data-class-link]');
  const note = root.querySelector<HTMLElement>('[data-class-note]');
  if (!link || Number.isNaN(opens) || Number.isNaN(ends)) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const now = Date.now();
    const live = now >= opens && now < ends;
    link.hidden = !live;
    if (note) note.hidden = live;
    const next = now < opens ? opens : now < ends ? ends : null;
    if (next !== null) timer = setTimeout(update, Math.min(next - now, MAX_DELAY_MS));
  };
  update();
  return () => clearTimeout(timer);
}
