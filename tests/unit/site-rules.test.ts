import { describe, expect, it } from 'vitest';
import { isChatButtonText } from '../../server/site/chat-button';
import { programButtonText, programFacts, programKind, programTitle } from '../../server/site/program-facts';
import { paymentLinksFor, thankYouKind, thankYouTexts } from '../../server/site/thank-you';
import { embedUrlFor, youtubeId } from '../../server/site/video-embed';
import { latestPosts, testimonials, toSlide } from '../../server/site/home';
import { currencyForCountry } from '../../kernel/money';
import type { SliderItemEntry, ThankYouEntry, VideoEntry } from '../../server/upstream/schemas/site';

const picture = { url: '/x.svg', title: '', width: 10, height: 10 };

describe('program facts (spec §2, §9)', () => {
  it("a course card states its course's own facts, a pack its two courses' added up", () => {
    const roblox = { sessions: 4, duration: { weeks: 2 } };
    const minecraft = { sessions: 4, duration: { weeks: 2 } };
    const facts = new Map([
      ['minicurso-de-videojuegos-con-roblox', roblox],
      ['minicurso-de-minecraft-education', minecraft],
    ]);
    const packCourses = new Map([
      ['pack-x', ['minicurso-de-videojuegos-con-roblox', 'minicurso-de-minecraft-education']],
    ]);
    const course = { namePack: null, link: 'minicurso-de-videojuegos-con-roblox' };
    expect(programFacts(course, facts)).toEqual(roblox);
    expect(programFacts({ namePack: 'Pack Roblox + Minecraft', link: 'pack-x' }, facts, packCourses)).toEqual(
      {
        sessions: 8,
        duration: { weeks: 4 },
      },
    );
    // A pack whose course facts are missing states none.
    expect(
      programFacts({ namePack: 'Pack Roblox + Minecraft', link: 'pack-x' }, new Map(), packCourses),
    ).toBeNull();
    // Facts that could not be read are left out, never replaced by a guess.
    expect(programFacts(course, new Map())).toBeNull();
  });

  it('a program is a pack when content names the pack', () => {
    expect(programKind({ namePack: 'Pack Roblox y Minecraft' })).toBe('pack');
    expect(programKind({ namePack: null })).toBe('course');
    expect(programKind({ namePack: '  ' })).toBe('course');
    expect(programTitle({ name: 'Roblox + Minecraft', namePack: 'Pack Roblox y Minecraft' })).toBe(
      'Pack Roblox y Minecraft',
    );
    expect(programTitle({ name: 'Python para Jóvenes', namePack: undefined })).toBe('Python para Jóvenes');
    expect(programButtonText('course')).toBe('Ver curso');
    expect(programButtonText('pack')).toBe('Ver pack de cursos');
  });
});

describe("the slider's chat button (spec §2: text contains 'Escríbenos')", () => {
  it.each([
    ['Escríbenos', true],
    ['Escríbenos por WhatsApp', true],
    ['¡ESCRÍBENOS YA!', true],
    ['Ver cursos', false],
    ['Escribenos', false],
    ['', false],
    [null, false],
  ])('%s → %s', (text, chat) => {
    expect(isChatButtonText(text)).toBe(chat);
  });

  const slide = (fields: Partial<SliderItemEntry['fields']>): SliderItemEntry => ({
    sys: { id: 's' },
    fields: {
      title: 'T',
      order: 0,
      cover: picture,
      cover_mobile: picture,
      is_primary_button_enabled: false,
      is_secondary_button_enabled: true,
      ...fields,
    },
  });

  it('a chat button ignores its stored link; other buttons need one', () => {
    expect(
      toSlide(slide({ secondary_button_text: 'Escríbenos', secondary_button_url: '/x' })).secondary,
    ).toEqual({
      text: 'Escríbenos',
      chat: true,
      href: null,
    });
    expect(toSlide(slide({ secondary_button_text: 'Ver cursos' })).secondary).toBeNull();
    expect(
      toSlide(slide({ secondary_button_text: 'Escríbenos', is_secondary_button_enabled: false })).secondary,
    ).toBeNull();
  });

  it('a video primary button carries its embed address, a page button none', () => {
    const video = toSlide(
      slide({
        is_primary_button_enabled: true,
        primary_button_type: 'video',
        primary_button_text: 'Mira',
        primary_button_url: 'https://youtu.be/nKIu9yen5nc',
      }),
    );
    expect(video.primary?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/nKIu9yen5nc?autoplay=1&rel=0',
    );
    const page = toSlide(
      slide({
        is_primary_button_enabled: true,
        primary_button_type: 'page',
        primary_button_text: 'Ir',
        primary_button_url: '/cursos',
      }),
    );
    expect(page.primary).toMatchObject({ type: 'page', href: '/cursos', embedUrl: null });
  });
});

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=nKIu9yen5nc', 'nKIu9yen5nc'],
    ['https://youtu.be/nKIu9yen5nc', 'nKIu9yen5nc'],
    ['https://www.youtube-nocookie.com/embed/nKIu9yen5nc', 'nKIu9yen5nc'],
    ['https://vimeo.com/123', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['no es una dirección', null],
  ])('%s → %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });

  it('a video that cannot be embedded has no player (its link stays)', () => {
    expect(embedUrlFor('https://vimeo.com/123')).toBeNull();
  });

  it('three testimonials, in content order, featured videos left out', () => {
    const video = (id: string, kind: 'featured' | 'testimonial', order: number): VideoEntry => ({
      sys: { id },
      fields: { title: id, kind, order, thumbnail: picture, video_url: 'https://youtu.be/nKIu9yen5nc' },
    });
    const list = [
      video('d', 'testimonial', 4),
      video('f', 'featured', 0),
      video('b', 'testimonial', 2),
      video('a', 'testimonial', 1),
      video('c', 'testimonial', 3),
    ];
    expect(testimonials(list).map((v) => v.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('blog posts', () => {
  it('newest first, three at most, linked only when content gives an address', () => {
    const post = (id: string, publishDate: string, url: string | null = null) => ({
      sys: { id },
      fields: { title: id, heroImage: picture, publishDate, url },
    });
    const posts = latestPosts([
      post('old', '2026-01-02'),
      post('new', '2026-10-01T10:00:00Z', 'https://blog.example/x'),
      post('mid', '2026-05-05'),
      post('older', '2025-01-01'),
    ]);
    expect(posts.map((p) => [p.id, p.publishDate, p.url])).toEqual([
      ['new', '2026-10-01', 'https://blog.example/x'],
      ['mid', '2026-05-05', null],
      ['old', '2026-01-02', null],
    ]);
  });
});

describe('thank-you variants (spec §2, §4)', () => {
  const entry = (
    variant: string,
    title: string,
    payment_options: ThankYouEntry['fields']['payment_options'] = [],
  ): ThankYouEntry => ({
    sys: { id: variant },
    fields: { variant, title, description: `${title}.`, payment_options },
  });
  const options = [
    { label: 'Primer curso', url_pen: 'https://p/1?PEN', url_usd: 'https://p/1?USD' },
    { label: 'Ruta completa', url_pen: 'https://p/2?PEN', url_usd: 'https://p/2?USD' },
    { label: 'Sobrante', url_pen: 'https://p/3?PEN', url_usd: 'https://p/3?USD' },
  ];

  it('purchase and testimonials are themselves; every other variant is "other"', () => {
    expect(thankYouKind('purchase')).toBe('purchase');
    expect(thankYouKind('testimonials')).toBe('testimonials');
    expect(thankYouKind('contacto')).toBe('other');
    expect(thankYouKind('Purchase')).toBe('other');
  });

  it('payment links: the first two options, in soles for Peru and in dollars elsewhere', () => {
    expect(paymentLinksFor(options, currencyForCountry('PE'))).toEqual([
      { label: 'Primer curso', url: 'https://p/1?PEN' },
      { label: 'Ruta completa', url: 'https://p/2?PEN' },
    ]);
    expect(paymentLinksFor(options, currencyForCountry('MX')).map((l) => l.url)).toEqual([
      'https://p/1?USD',
      'https://p/2?USD',
    ]);
    expect(paymentLinksFor(options, currencyForCountry('US')).map((l) => l.url)).toEqual([
      'https://p/1?USD',
      'https://p/2?USD',
    ]);
  });

  it("a variant's own texts, else the default entry's, else a plain thanks; options only from its own entry", () => {
    const entries = [entry('purchase', 'Compra', options), entry('default', 'Gracias por defecto')];
    expect(thankYouTexts('purchase', entries)).toMatchObject({ title: 'Compra', paymentOptions: options });
    expect(thankYouTexts('contacto', entries)).toEqual({
      title: 'Gracias por defecto',
      description: 'Gracias por defecto.',
      paymentOptions: [],
    });
    expect(thankYouTexts('contacto', [])).toMatchObject({ title: '¡Gracias!', paymentOptions: [] });
  });
});
