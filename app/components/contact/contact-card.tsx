// Dashboard variant of the contact card; the public one is apart so public pages do not load
// the form's tRPC client.
import { useEffect, useRef } from 'react';
import { chatLink } from '@kernel/chat';
import { CHAT_HINT } from '@kernel/texts/contact';
import { ContactChannels, type Channels } from './contact-channels';
import { CONTACT_SENT_ID, type ContactFormState } from './contact-messages';
import { ContactForm } from './contact-form';

export function DashboardContactCard({
  channels,
  state,
  sent,
}: {
  channels: Channels;
  state: ContactFormState | null;
  /** The §8 message after a request was sent; it stays beside the form. */
  sent: string | null;
}) {
  const sentRef = useRef<HTMLParagraphElement>(null);
  // Reached by a client navigation (a hydrated page before): the cursor and the screen go to it,
  // as the page sent in place and the redirect's fragment do.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  return (
    <section className="card contact-card" aria-labelledby="contact-title" data-testid="contact-card">
      <h2 id="contact-title">¿Necesitas ayuda? Escríbenos</h2>
      {sent ? (
        <p
          ref={sentRef}
          id={CONTACT_SENT_ID}
          className="notice-box"
          role="status"
          tabIndex={-1}
          data-form-status=""
        >
          {sent}
        </p>
      ) : null}
      <ContactForm state={state} />
      <p className="warning-box">
        {CHAT_HINT}{' '}
        <a
          href={chatLink(channels.chatNumber, 'Hola, necesito ayuda con mi cuenta de Kodea')}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        .
      </p>
      <ContactChannels channels={channels} />
    </section>
  );
}
