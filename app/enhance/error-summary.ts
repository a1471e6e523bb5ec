/**
 * A form's error summary (`[data-error-summary]`, issue 20) takes the focus, unless a dialog is
 * open (the login dialog's own fields have it then). Its `autofocus` attribute does this without
 * JavaScript; this covers browsers that skip it, and hydrated pages, where an action's answer is
 * drawn without a page load (ErrorSummary calls it whenever it shows new errors).
 */
export const ERROR_SUMMARY_SELECTOR = '[data-error-summary]';

export function focusErrorSummary(summary: HTMLElement): void {
  if (document.querySelector('dialog[open]') || document.activeElement === summary) return;
  summary.focus();
}
