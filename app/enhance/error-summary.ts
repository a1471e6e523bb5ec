// The error summary takes the focus unless a dialog is open. This covers browsers that skip
// `autofocus` and hydrated pages, where an answer is drawn without a page load.
export const ERROR_SUMMARY_SELECTOR = '[data-error-summary]';

export function focusErrorSummary(summary: HTMLElement): void {
  if (document.querySelector('dialog[open]') || document.activeElement === summary) return;
  summary.focus();
}
