// The class link on at its time without a reload (issue 77): neither the student's dashboard nor
// the parents' zone hydrates; the server gives each course's next window (from 15 minutes before
// the class to its end, server/student/live-class.ts), and this turns the link on and off by the
// browser's clock, and 'En clase ahora' from the start where the page has it. No request: the
// window cannot change while the page is open, and the next one is the next page view's.
export const CLASS_WINDOW_SELECTOR = '[data-class-window]';

/** setTimeout's longest delay; a later change waits in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Returns the undo. */
export function showClassOnTime(root: HTMLElement): () => void {
  const opens = Date.parse(root.dataset.opensAt ?? '');
  const ends = Date.parse(root.dataset.endsAt ?? '');
  // Without a start (the student's dashboard), the class counts as on from the link's opening.
  const starts = root.dataset.startsAt ? Date.parse(root.dataset.startsAt) : opens;
  const link = root.querySelector<HTMLElement>('[data-class-link]');
  const note = root.querySelector<HTMLElement>('[data-class-note]');
  const inProgress = root.querySelector<HTMLElement>('[data-class-now]');
  if (!link || Number.isNaN(opens) || Number.isNaN(ends) || Number.isNaN(starts)) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const now = Date.now();
    const live = now >= opens && now < ends;
    link.hidden = !live;
    if (note) note.hidden = live;
    if (inProgress) inProgress.hidden = !(now >= starts && now < ends);
    const next = [opens, starts, ends].filter((at) => at > now).sort((a, b) => a - b)[0];
    if (next !== undefined) timer = setTimeout(update, Math.min(next - now, MAX_DELAY_MS));
  };
  update();
  return () => clearTimeout(timer);
}
