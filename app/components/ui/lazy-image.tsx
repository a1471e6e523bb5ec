/** A content picture below the fold: its own size kept, fetched and decoded when needed. */
export function LazyImage({
  image,
  alt,
}: {
  image: { url: string; width: number; height: number };
  alt: string;
}) {
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}
