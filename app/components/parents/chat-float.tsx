import { chatLink } from '@kernel/chat';
import { PARENTS_TEXT } from '@kernel/texts/parents';

const MESSAGE = 'Hola, tengo una consulta desde la Zona de Padres de Kodea.';

export function ChatFloat({ chatNumber }: { chatNumber: string }) {
  return (
    <a
      className="chat-float"
      href={chatLink(chatNumber, MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-float"
    >
      <svg width="28" height="28" aria-hidden="true" focusable="false">
        <use href="/images/social.svg#whatsapp" />
      </svg>
      <span className="visually-hidden">
        {PARENTS_TEXT.chatButton} {PARENTS_TEXT.newTab}
      </span>
    </a>
  );
}
