/**
 * WCAG 2.x contrast for colours read from computed styles. axe skips text over images, so the
 * course hero's test composites its overlay over the worst possible picture (pure white or
 * pure black pixels) and checks the text against both.
 */
export type Rgb = [number, number, number];
export type Rgba = [number, number, number, number];

/** Every `rgb()`/`rgba()` in a computed value, e.g. a gradient's stops ('rgba(22, 12, 52, 0.92)'). */
export function parseColors(css: string): Rgba[] {
  return [...css.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
    const [r, g, b, a = '1'] = match[1].split(/[\s,/]+/).filter(Boolean);
    const alpha = a.endsWith('%') ? Number.parseFloat(a) / 100 : Number.parseFloat(a);
    return [Number(r), Number(g), Number(b), alpha];
  });
}

/** `top` painted over an opaque `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgb): Rgb {
  const [r, g, b, a] = top;
  return [r * a + bottom[0] * (1 - a), g * a + bottom[1] * (1 - a), b * a + bottom[2] * (1 - a)];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/**
 * The lowest contrast of opaque `text` over any of the overlay's colours laid on any picture.
 * Luminance grows with every channel, so a layer over white and over black bound the luminance
 * of every real pixel beneath it; if the text's own luminance falls inside those bounds some
 * pixel could match it, and the worst case is 1.
 */
export function worstContrast(text: Rgb, overlay: Rgba[]): number {
  const own = luminance(text);
  return Math.min(
    ...overlay.map((layer) => {
      const [darkest, lightest] = [over(layer, BLACK), over(layer, WHITE)];
      if (own >= luminance(darkest) && own <= luminance(lightest)) return 1;
      return Math.min(contrast(text, darkest), contrast(text, lightest));
    }),
  );
}
