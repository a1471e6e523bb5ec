/** The six social channels of the contact card (spec §2): photo, social network, professional network, video, chat, short video. */
import { chatLink } from '~/lib/chat';

const CHANNELS = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/kodea.pe',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/kodea.pe',
    path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/kodea-pe',
    path: 'M4 9h4v12H4V9Zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v1.7A4.5 4.5 0 0 1 18 9c2.8 0 3 2 3 4.5V21h-4v-6.5c0-1.2 0-2.5-1.6-2.5S14 13.2 14 14.4V21h-4V9Z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@kodea',
    path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z',
  },
  {
    name: 'WhatsApp',
    href: '',
    path: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.2 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .3-3.4-.7a11.7 11.7 0 0 1-4.5-4 5 5 0 0 1-1.1-2.7 2.9 2.9 0 0 1 .9-2.2 1 1 0 0 1 .7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.5c-.1.1-.3.3-.1.6a8.6 8.6 0 0 0 1.6 2 7.8 7.8 0 0 0 2.3 1.4c.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3a2.3 2.3 0 0 1-.1 1.2Z',
  },
  {
    name: 'TikTok',
    href: 'https://www.tiktok.com/@kodea.pe',
    path: 'M16.5 3a4.6 4.6 0 0 0 4 4v3.3a8 8 0 0 1-4-1.2V15a6 6 0 1 1-6-6h.5v3.4a2.7 2.7 0 1 0 2.2 2.6V3h3.3Z',
  },
] as const;

/**
 * Each link is named 'Kodea en …': a plain <ul> may not carry a name of its own (aria-label on a
 * list is flagged as misuse), so the links say whose channels they are.
 */
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
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={channel.path} fill="currentColor" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
