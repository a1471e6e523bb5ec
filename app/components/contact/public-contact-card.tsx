import { FaqList, type FaqItem } from '~/components/faq-list';
import { chatLink } from '@kernel/chat';
import { SUPPORT_HOURS } from '@kernel/texts/contact';
import { ContactChannels, type Channels } from './contact-channels';

export interface SupportPhone {
  text: string;
  href: string;
}

export function PublicContactCard({
  channels,
  phone,
  faqs,
}: {
  channels: Channels;
  phone: SupportPhone;
  faqs: FaqItem[];
}) {
  return (
    <section className="card contact-card" aria-labelledby="contact-title">
      <h2 id="contact-title">Conversemos</h2>
      <ContactChannels channels={channels} />
      <p>
        Teléfono de soporte: <a href={phone.href}>{phone.text}</a>
      </p>
      <p data-testid="support-hours">Horario de atención: {SUPPORT_HOURS}</p>
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
