// The student dashboard's contact card (spec §5): the question form, the chat and the channels.
// /contactanos has its own card (public-contact-card.tsx: phone, hours, FAQs) beside its visitors' form.
import { chatLink } from '@kernel/chat';
import { CHAT_HINT } from '@kernel/texts/contact';
import { ContactChannels, type Channels } from './contact-channels';
import type { ContactFormState } from './contact-messages';
import { ContactForm } from './contact-form';

export function DashboardContactCard({
  channels,
  state,
  sent,
}: {
  channels: Channels;
  state: ContactFormState | null;
  sent: string | null;
}) {
  return (
    <section className="card contact-card" aria-labelledby="contact-title" data-testid="contact-card">
      <h2 id="contact-title">¿Necesitas ayuda? Escríbenos</h2>
      <ContactForm state={state} sent={sent} />
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
