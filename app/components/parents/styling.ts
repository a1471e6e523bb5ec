/** API colours become CSS variables only when they are plain hex colours. */
import type { CSSProperties } from 'react';

const AVATAR_COUNT = 12;

/** icon_id → its picture; ids beyond the set wrap around, so every child has one. */
export function avatarSrc(iconId: number): string {
  const index = Number.isInteger(iconId) ? (((iconId - 1) % AVATAR_COUNT) + AVATAR_COUNT) % AVATAR_COUNT : 0;
  return `/images/avatares/avatar-${index + 1}.svg`;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

type AccentStyle = CSSProperties & Partial<Record<'--accent' | '--accent-soft', string>>;

/** The API's colours as CSS variables (decoration only: text keeps its own contrast-checked colours). */
export function accentStyle(main: string, soft?: string): AccentStyle {
  const style: AccentStyle = {};
  if (HEX_COLOUR.test(main)) style['--accent'] = main;
  if (soft && HEX_COLOUR.test(soft)) style['--accent-soft'] = soft;
  return style;
}
