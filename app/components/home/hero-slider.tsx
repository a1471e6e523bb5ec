import { useEffect, useRef, type CSSProperties } from 'react';
import { enhanceSlider } from '~/enhance/slider';
import type { HomePageData } from '~/routes/_index/home-page.server';
import { ResponsivePicture } from './responsive-picture';

type Slide = HomePageData['slides'][number];

/** The id a slide's links point at: '#slide-2' works without JavaScript (scroll-snap track). */
export const slideId = (index: number) => `slide-${index + 1}`;

export function HeroSlider({ slides }: { slides: Slide[] }) {
  const count = slides.length;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? enhanceSlider(ref.current) : undefined), [count]);
  return (
    <section
      ref={ref}
      className="slider"
      aria-roledescription="carrusel"
      aria-label="Destacados"
      data-slider=""
    >
      <div className="slider__track" data-slider-track="">
        {slides.map((slide, index) => (
          <article
            key={slide.id}
            id={slideId(index)}
            className="slider__slide"
            aria-roledescription="diapositiva"
            aria-label={`${index + 1} de ${count}`}
          >
            <ResponsivePicture
              className="slider__cover"
              wide={slide.cover}
              narrow={slide.coverMobile}
              alt=""
              eager={index === 0}
            />
            <div className="slider__content container">
              <h2 className="slider__title">{slide.title}</h2>
              {slide.subtitle ? <p className="slider__subtitle">{slide.subtitle}</p> : null}
              <SlideButtons slide={slide} />
              {count > 1 ? (
                <p className="slider__steps">
                  <a href={`#${slideId((index - 1 + count) % count)}`} className="slider__step">
                    <span aria-hidden="true">‹</span> Diapositiva anterior
                  </a>
                  <a href={`#${slideId((index + 1) % count)}`} className="slider__step">
                    Diapositiva siguiente <span aria-hidden="true">›</span>
                  </a>
                </p>
              ) : null}
            </div>
          </article>
        ))}
      </div>
      {count > 1 ? (
        <nav className="slider__dots" aria-label="Diapositivas">
          {slides.map((slide, index) => (
            <a key={slide.id} href={`#${slideId(index)}`} className="slider__dot" data-slider-dot="">
              <span className="visually-hidden">
                Diapositiva {index + 1}: {slide.title}
              </span>
            </a>
          ))}
        </nav>
      ) : null}
    </section>
  );
}

function SlideButtons({ slide }: { slide: Slide }) {
  const { primary, secondary } = slide;
  if (!primary && !secondary) return null;
  // Content's colours as custom properties: the stylesheet applies them (no inline declarations).
  const primaryStyle: CSSProperties & Partial<Record<'--button-bg' | '--button-fg', string>> = {};
  if (primary?.background) primaryStyle['--button-bg'] = primary.background;
  if (primary?.color) primaryStyle['--button-fg'] = primary.color;
  return (
    <div className="slider__actions">
      {primary ? (
        <a
          href={primary.href}
          className="button button--big slider__primary"
          style={primaryStyle}
          {...(primary.type === 'video' && primary.embedUrl
            ? { 'data-video-embed': primary.embedUrl, 'data-video-title': slide.title }
            : {})}
        >
          {primary.text}
        </a>
      ) : null}
      {secondary ? (
        <a
          href={secondary.href}
          className="button button--big button--secondary"
          {...(secondary.chat ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {secondary.text}
          {secondary.chat ? <span className="visually-hidden"> (se abre en una pestaña nueva)</span> : null}
        </a>
      ) : null}
    </div>
  );
}
