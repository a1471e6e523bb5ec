import { JsonLd } from './json-ld';
import { ReadableText } from './ui/readable-text';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} className="faq-item">
          <summary>
            <ReadableText text={item.question} />
          </summary>
          <p>
            <ReadableText text={item.answer} />
          </p>
        </details>
      ))}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </div>
  );
}
