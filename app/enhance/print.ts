/**
 * 'Imprimir' buttons (`button[data-print]`, a local payment code): hidden in the server's HTML,
 * since printing needs a script; this shows them and prints on click. LocalPayment calls it on
 * hydrated pages, app/enhance/index.ts on the others.
 */
export const PRINT_SELECTOR = 'button[data-print]';

export function enablePrint(button: HTMLButtonElement): () => void {
  const print = () => window.print();
  button.addEventListener('click', print);
  button.hidden = false;
  return () => {
    button.removeEventListener('click', print);
    button.hidden = true;
  };
}
