// The one script of a non-hydrated route (docs/decisions/074): it wires each enhancement to the
// page's markup; hydrated components call the same modules themselves.
import { busyOnSubmit, BUSY_ON_SUBMIT_SELECTOR } from './busy-on-submit';
import { filterDocumentTypes, DOCUMENT_TYPE_SELECTOR } from './document-types';
import { ERROR_SUMMARY_SELECTOR, focusErrorSummary } from './error-summary';
import { FORM_STATUS_SELECTOR, keepUntilEdited } from './form-status';
import {
  focusLoginOpener,
  LOGIN_DIALOG_SELECTOR,
  noteDialogClosing,
  rememberLoginOpeners,
} from './dialog-opener';
import { CLASS_WINDOW_SELECTOR, showClassOnTime } from './class-start';
import { keepStateLive, LIVE_STATE_SELECTOR } from './live-pedido';
import { keepSeatsLive, LIVE_SEATS_SELECTOR } from './live-seats';
import { closeOnEscape } from './menus';
import { MODAL_CLOSE_SELECTOR, SERVER_MODAL_SELECTOR, showAsModal } from './modal-dialog';
import { addPasswordToggle, PASSWORD_TOGGLE_SELECTOR } from './password-toggle';
import { enablePrint, PRINT_SELECTOR } from './print';
import { sendInPlace, SENT_IN_PLACE_SELECTOR } from './sent-in-place';
import { enhanceSlider, SLIDER_SELECTOR } from './slider';
import { reportTimeZone } from './time-zone';
import { dismissLater, TOAST_SELECTOR } from './toast';
import { enhanceVideos, VIDEO_DIALOG_SELECTOR } from './video';
import { showOnSubmit } from './waiting-state';

type Undo = () => void;

function each<E extends Element>(selector: string, enhance: (element: E) => Undo): Undo[] {
  return [...document.querySelectorAll<E>(selector)].map(enhance);
}

/** Enhances the page's body as it is now; returns the undo, run before a new body replaces it. */
function enhanceBody(): Undo {
  const undo: Undo[] = [
    ...each<HTMLInputElement>(PASSWORD_TOGGLE_SELECTOR, addPasswordToggle),
    ...each<HTMLDialogElement>(SERVER_MODAL_SELECTOR, (dialog) => {
      const close = dialog.querySelector<HTMLAnchorElement>(MODAL_CLOSE_SELECTOR);
      const leave = close?.href;
      const focus = dialog.querySelector<HTMLElement>('[autofocus]');
      // The login dialog gives focus back to what opened it in the page it closes to.
      const noteClosing = () => {
        if (leave && dialog.matches(LOGIN_DIALOG_SELECTOR)) noteDialogClosing(leave);
      };
      close?.addEventListener('click', noteClosing);
      const undo = showAsModal(
        dialog,
        () => {
          if (!leave) return;
          noteClosing();
          location.replace(leave);
        },
        focus,
      );
      return () => {
        close?.removeEventListener('click', noteClosing);
        undo();
      };
    }),
    ...each<HTMLDetailsElement>('header details, nav details', closeOnEscape),
    ...each<HTMLSelectElement>(DOCUMENT_TYPE_SELECTOR, filterDocumentTypes),
    ...each<HTMLButtonElement>(PRINT_SELECTOR, enablePrint),
    ...each<HTMLElement>('form [data-shown-on-submit]', showOnSubmit),
    ...each<HTMLFormElement>(BUSY_ON_SUBMIT_SELECTOR, busyOnSubmit),
    ...each<HTMLElement>(FORM_STATUS_SELECTOR, keepUntilEdited),
    ...each<HTMLFormElement>(SENT_IN_PLACE_SELECTOR, (form) => sendInPlace(form, replaced)),
    ...each<HTMLElement>(TOAST_SELECTOR, (toast) => dismissLater(toast)),
    ...each<HTMLElement>(SLIDER_SELECTOR, enhanceSlider),
    ...each<HTMLDialogElement>(VIDEO_DIALOG_SELECTOR, enhanceVideos),
    ...each<HTMLElement>(LIVE_SEATS_SELECTOR, keepSeatsLive),
    ...each<HTMLElement>(CLASS_WINDOW_SELECTOR, showClassOnTime),
    ...each<HTMLElement>(LIVE_STATE_SELECTOR, (root) => keepStateLive(root, replaced)),
  ];
  const summary = document.querySelector<HTMLElement>(ERROR_SUMMARY_SELECTOR);
  if (summary) focusErrorSummary(summary);
  return () => undo.forEach((step) => step());
}

let undoBody = enhanceBody();

/** A form sent in place brought a new body: the old one's listeners and timers go with it. */
function replaced() {
  undoBody();
  undoBody = enhanceBody();
}

reportTimeZone();
rememberLoginOpeners();
focusLoginOpener();
document.documentElement.dataset.enhanced = 'true';
