/** Featured videos open one modal player; closing it clears the frame's address to stop the video. */
import { closeOnBackdropClick, showAsModal } from './modal-dialog';

export const VIDEO_DIALOG_SELECTOR = 'dialog[data-video-dialog]';

export function enhanceVideos(dialog: HTMLDialogElement): () => void {
  const frame = dialog.querySelector('iframe');
  const heading = dialog.querySelector('h2');
  if (!frame) return () => {};
  let undoModal = () => {};
  // Links anywhere in the page, also those drawn after this ran: one listener on the document.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-video-embed]') : null;
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
    event.preventDefault();
    frame.src = link.dataset.videoEmbed ?? '';
    if (heading) heading.textContent = link.dataset.videoTitle ?? 'Video';
    undoModal();
    undoModal = showAsModal(dialog, () => frame.removeAttribute('src'));
  };
  document.addEventListener('click', onClick);
  const undoBackdrop = closeOnBackdropClick(dialog);
  return () => {
    document.removeEventListener('click', onClick);
    undoBackdrop();
    undoModal();
  };
}
