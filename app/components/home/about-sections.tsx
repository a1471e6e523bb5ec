import type { HomePageData } from '~/routes/_index/home-page.server';
import { SITE_CLAIMS } from '@kernel/texts/site';
import { LazyImage } from '~/components/ui/lazy-image';

export function ValuesSection({ values }: { values: HomePageData['values'] }) {
  return (
    <section className="container home-section" aria-labelledby="valores-titulo">
      <h2 id="valores-titulo">Nuestros valores</h2>
      <ul className="values">
        {values.map((value) => (
          <li key={value.id} className="values__item">
            <h3>{value.title}</h3>
            <p>{value.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutSection({ about }: { about: NonNullable<HomePageData['about']> }) {
  return (
    <section className="container home-section about" aria-labelledby="nosotros-titulo">
      <div>
        <h2 id="nosotros-titulo">{about.title}</h2>
        {about.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ul className="about__claims">
          {SITE_CLAIMS.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
        </ul>
      </div>
      <LazyImage image={about.image} alt={about.image.title} />
    </section>
  );
}
