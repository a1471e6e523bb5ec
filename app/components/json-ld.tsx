/** Structured data for search engines. '<' is escaped so content can never close the script element. */
import { useNonce } from '~/lib/nonce';

export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const text = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
