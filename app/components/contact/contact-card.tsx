/** The contact-us card (spec §2): dashboard variant with the form, public variant with FAQs and a chat button. */
import { chatLink } from '~/lib/chat';
import { FaqList, type FaqItem } from '~/components/faq-list';
import { CHAT_HINT, type ContactFormState } from './contact-messages';
import { ContactForm } from './contact-form';
import { SocialLinks } from './social-links';

interface Channels {
  supportEmail: string;
  chatNumber: string;
}

export function DashboardContactCard({
  channels,
  state,
}: {
  channels: Channels;
  state: ContactFormState | null;
}) {
  return (
    <section className="card contact-card" aria-labelledby="contact-title" data-testid="contact-card">
      <h2 id="contact-title">¿Necesitas ayuda? Escríbenos</h2>
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

export function PublicContactCard({ channels, faqs }: { channels: Channels; faqs: FaqItem[] }) {
  return (
    <section className="card contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title">Conversemos</h2>
      <ContactChannels channels={channels} />
      <h3>Preguntas frecuentes</h3>
      <FaqList items={faqs.slice(0, 2)} />
      <a
        className="button button--big"
        href={chatLink(channels.chatNumber, 'Hola, tengo una pregunta sobre Kodea')}
        target="_blank"
        rel="noopener noreferrer"
      >
        Tienes alguna pregunta?
      </a>
    </section>
  );
}

function ContactChannels({ channels }: { channels: Channels }) {
  return (
    <div className="contact-card__channels">
      <SocialLinks chatNumber={channels.chatNumber} />
      <p>
        Correo de soporte: <a href={`mailto:${channels.supportEmail}`}>{channels.supportEmail}</a>
      </p>
    </div>
  );
}
