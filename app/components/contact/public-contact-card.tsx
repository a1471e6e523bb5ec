import { FaqList, type FaqItem } from '~/components/faq-list';
import { chatLink } from '@kernel/chat';
import { ContactChannels, type Channels } from './contact-channels';

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
