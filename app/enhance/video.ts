/**
 * The featured videos (spec §4): links `a[data-video-embed]` open the page's one
 * <dialog data-video-dialog> as a modal player with the link's embed address; closing it (its
 * 'Cerrar', Escape, a click on the backdrop) clears the frame's address, which stops the video.
 * Without JavaScript every video is a plain link. VideoDialog calls it on hydrated pages,
 * app/enhance/index.ts on the others.
 */
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
