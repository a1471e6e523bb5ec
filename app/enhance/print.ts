/** 'Imprimir' buttons are hidden in the server's HTML, since printing needs a script. */
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
