import type { Image } from '@server/site/home';

/** Spec §9: the banner breakpoint. At 768 px and wider the desktop picture is used. */
const WIDE_MEDIA = '(min-width: 768px)';

type Picture = Pick<Image, 'url' | 'width' | 'height'>;

export function ResponsivePicture({
  wide,
  narrow,
  alt,
  eager = false,
  className,
}: {
  wide: Picture;
  narrow: Picture;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture className={className}>
      <source media={WIDE_MEDIA} srcSet={wide.url} width={wide.width} height={wide.height} />
      <img
        src={narrow.url}
        alt={alt}
        width={narrow.width}
        height={narrow.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
