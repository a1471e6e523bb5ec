import { PARENTS_TEXT } from '@kernel/texts/parents';

export function ParentsHero({ title, lead }: { title: string; lead: string }) {
  return (
    <section className="parents-hero" aria-labelledby="parents-hero-title">
      <div className="container">
        <p className="parents-hero__eyebrow">{PARENTS_TEXT.zoneName}</p>
        <h1 id="parents-hero-title">{title}</h1>
        <p className="parents-hero__lead">{lead}</p>
      </div>
    </section>
  );
}
