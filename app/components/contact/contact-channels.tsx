import { SocialLinks } from './social-links';

export interface Channels {
  supportEmail: string;
  chatNumber: string;
}

export function ContactChannels({ channels }: { channels: Channels }) {
  return (
    <div className="contact-card__channels">
      <SocialLinks chatNumber={channels.chatNumber} />
      <p>
        Correo de soporte: <a href={`mailto:${channels.supportEmail}`}>{channels.supportEmail}</a>
      </p>
    </div>
  );
}
