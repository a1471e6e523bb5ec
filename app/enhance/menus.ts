/**
 * Escape closes an open <details> menu (the header's menus, the parents' sidebar on a phone) and
 * gives the focus back to its summary. Without JavaScript the menu still opens and closes by its
 * summary. useDismissableDetails calls it on hydrated pages, app/enhance/index.ts on the others.
 */
export function closeOnEscape(details: HTMLDetailsElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  details.addEventListener('keydown', onKeyDown);
  return () => details.removeEventListener('keydown', onKeyDown);
}
