export function closeOnEscape(details: HTMLDetailsElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  details.addEventListener('keydown', onKeyDown);
  return () => details.removeEventListener('keydown', onKeyDown);
}
