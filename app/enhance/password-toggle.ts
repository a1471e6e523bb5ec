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
