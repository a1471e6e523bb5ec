import { chatLink } from '@kernel/chat';

/** The icons are symbols of /images/social.svg: their drawings stay out of the page's JavaScript. */
export const CHANNELS = [
  { name: 'Instagram', href: 'https://www.instagram.com/kodea.pe' },
  { name: 'Facebook', href: 'https://www.facebook.com/kodea.pe' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kodea-pe' },
  { name: 'YouTube', href: 'https://www.youtube.com/@kodea' },
  { name: 'WhatsApp', href: '' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@kodea.pe' },
] as const;

// A <ul> may not carry a name of its own (aria-label on a list is flagged), so each link says
// whose channel it is.
export function SocialLinks({ chatNumber }: { chatNumber: string }) {
  return (
    <ul className="social-links">
      {CHANNELS.map((channel) => (
        <li key={channel.name}>
          <a
            href={channel.href || chatLink(chatNumber)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Kodea en ${channel.name}`}
            title={channel.name}
            data-testid="social-link"
          >
            <svg width="22" height="22" aria-hidden="true" focusable="false">
              <use href={`/images/social.svg#${channel.name.toLowerCase()}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
