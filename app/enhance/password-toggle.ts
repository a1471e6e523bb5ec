/**
 * The password field's show/hide toggle (spec §5): a button after the input, drawn only where a
 * script runs (without one it could do nothing). PasswordField calls it on hydrated pages,
 * app/enhance/index.ts on the others. Returns the undo: the button removed, the input hidden again.
 */
export const PASSWORD_TOGGLE_SELECTOR = 'input[data-password-toggle]';

export function addPasswordToggle(input: HTMLInputElement): () => void {
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'field__action';
  const show = (visible: boolean) => {
    input.type = visible ? 'text' : 'password';
    toggle.textContent = visible ? 'Ocultar' : 'Mostrar';
    toggle.setAttribute('aria-pressed', String(visible));
  };
  toggle.addEventListener('click', () => show(input.type === 'password'));
  show(false);
  input.after(toggle);
  return () => {
    toggle.remove();
    input.type = 'password';
  };
}
