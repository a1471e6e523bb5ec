import type { Banner } from '@server/upstream/schemas/banners';

/** Intrinsic sizes of the covers (public/images/banners): the space is kept before they load. */
const DESKTOP = { width: 1200, height: 240 };
const MOBILE = { width: 780, height: 390 };
const DEFAULT_ALT = 'Novedades de Kodea';

export function DashboardBanners({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="dashboard-banners" aria-label="Novedades">
      {banners.map((banner) => (
        <a key={banner.url + banner.cover} href={banner.url} className="dashboard-banner">
          <picture>
            <source
              media="(min-width: 768px)"
              srcSet={banner.cover}
              width={DESKTOP.width}
              height={DESKTOP.height}
            />
            <img
              src={banner.cover_mobile}
              alt={banner.title || DEFAULT_ALT}
              width={MOBILE.width}
              height={MOBILE.height}
              data-testid="dashboard-banner"
            />
          </picture>
        </a>
      ))}
    </section>
  );
}
