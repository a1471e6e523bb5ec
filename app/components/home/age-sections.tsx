import type { CSSProperties } from 'react';
import type { HomePageData } from '~/routes/_index/home-page.server';
import { AGE_RANGE_LABEL, type AgeRange } from '@kernel/age-ranges';
import { ResponsivePicture } from './responsive-picture';
import { ReadableText } from '~/components/ui/readable-text';
import { LazyImage } from '~/components/ui/lazy-image';
import { Duration, nameProp, productItem, Sessions } from '~/components/ui/product-facts';

type AgeRangeData = HomePageData['ageRanges'][number];
type ProgramData = AgeRangeData['programs'][number];

/** The in-page anchor of an age range's section: 'Ver cursos' works without JavaScript. */
const SECTION_ID: Record<AgeRange, string> = {
  '5_to_7': 'edad-5-a-7',
  '8_to_11': 'edad-8-a-11',
  '12_plus': 'edad-12-a-mas',
};

/** Flags we have pictures for (public/images/banderas); any other country is named in text. */
const FLAGS = new Set(['PE', 'MX', 'CO', 'CL', 'EC']);

export const PROGRAMS_TITLE = 'Elige el programa ideal según la edad de tu hij@';

type AgeStyle = CSSProperties &
  Record<'--age-main' | '--age-soft' | '--age-strong' | '--age-gradient', string>;

/** Content's colours as CSS variables (hex colours and a plain gradient, checked by the schema). */
const rangeStyle = (range: AgeRangeData): AgeStyle => ({
  '--age-main': range.colors.main,
  '--age-soft': range.colors.secondary,
  '--age-strong': range.colors.support,
  '--age-gradient': range.colors.gradient,
});

export function AgeRangeSelector({ ranges }: { ranges: AgeRangeData[] }) {
  return (
    <section className="container home-section" aria-labelledby="edades-titulo">
      <h2 id="edades-titulo">
        <ReadableText text="¿Qué edad tiene tu hij@?" />
      </h2>
      <ul className="age-selector">
        {ranges.map((range) => (
          <li key={range.id} className="age-selector__card" style={rangeStyle(range)}>
            <LazyImage image={range.thumbnailCard} alt="" />
            {range.tag ? <p className="home-tag">{range.tag}</p> : null}
            <h3>{range.cardTitle}</h3>
            <p>
              <ReadableText text={range.cardSubtitle} />
            </p>
            <a href={`#${SECTION_ID[range.ageRange]}`} className="button">
              Ver cursos<span className="visually-hidden"> de {AGE_RANGE_LABEL[range.ageRange]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProgramSections({ ranges }: { ranges: AgeRangeData[] }) {
  return (
    <section className="container home-section" aria-labelledby="programas-titulo">
      <h2 id="programas-titulo">
        <ReadableText text={PROGRAMS_TITLE} />
      </h2>
      {ranges.map((range) => (
        <section
          key={range.id}
          id={SECTION_ID[range.ageRange]}
          className="age-section"
          style={rangeStyle(range)}
          aria-labelledby={`${SECTION_ID[range.ageRange]}-titulo`}
        >
          <div className="age-section__intro">
            <LazyImage image={range.thumbnail} alt="" />
            <h3 id={`${SECTION_ID[range.ageRange]}-titulo`}>
              {range.name} <span className="age-section__ages">· {AGE_RANGE_LABEL[range.ageRange]}</span>
            </h3>
            <p>
              <ReadableText text={range.description} />
            </p>
          </div>
          <div className="program-grid">
            {range.programs.map((program) => (
              <ProgramCard key={program.slug} program={program} />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}

function ProgramCard({ program }: { program: ProgramData }) {
  const titleId = `programa-${program.slug}`;
  return (
    <article
      className="program-card"
      aria-labelledby={titleId}
      data-program={program.slug}
      {...productItem(program.href)}
    >
      <ResponsivePicture
        wide={program.thumbnail}
        narrow={program.thumbnailMob}
        alt=""
        className="program-card__picture"
      />
      <div className="program-card__body">
        {program.tag ? <p className="home-tag">{program.tag}</p> : null}
        <h4 id={titleId} {...nameProp}>
          {program.title}
        </h4>
        {program.kind === 'pack' ? <p className="program-card__courses">{program.courseName}</p> : null}
        <p>
          <ReadableText text={program.description} />
        </p>
        {program.facts ? (
          <p className="program-card__facts" data-testid="program-facts">
            <Sessions count={program.facts.sessions} /> en <Duration duration={program.facts.duration} />
          </p>
        ) : null}
        <div className="program-card__countries">
          <span>Disponible para</span>
          <ul>
            {program.countries.map((country) => (
              <li key={country.code}>
                {FLAGS.has(country.code) ? (
                  <img
                    src={`/images/banderas/${country.code.toLowerCase()}.svg`}
                    alt={country.name}
                    title={country.name}
                    width={30}
                    height={20}
                    loading="lazy"
                  />
                ) : (
                  country.name
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="program-card__actions">
          <a href={program.href} className="button">
            {program.buttonText}
          </a>
          <a href={program.silaboUrl} className="button button--secondary" download="">
            Descarga el sílabo
          </a>
          <a
            href={program.infoUrl}
            className="button button--secondary"
            target="_blank"
            rel="noopener noreferrer"
          >
            Sí, quiero más info<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
