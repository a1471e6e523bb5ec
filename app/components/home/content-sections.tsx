import type { HomePageData } from '~/routes/_index/home-page.server';
import { ResponsivePicture } from './responsive-picture';
import { VideoTile } from './video-dialog';
import { ReadableText } from '~/components/ui/readable-text';
import { LazyImage } from '~/components/ui/lazy-image';

export function InfoBanners({ banners }: { banners: HomePageData['banners'] }) {
  return (
    <section className="container home-section" aria-label="Novedades">
      {banners.map((banner) => (
        <a key={banner.id} href={banner.url} className="info-banner">
          <ResponsivePicture wide={banner.cover} narrow={banner.cover_mobile} alt={banner.title} />
        </a>
      ))}
    </section>
  );
}

export function Testimonials({ videos }: { videos: HomePageData['testimonials'] }) {
  return (
    <section className="container home-section" aria-labelledby="testimonios-titulo">
      <h2 id="testimonios-titulo">Lo que cuentan nuestros estudiantes</h2>
      <div className="testimonials">
        {videos.map((video) => (
          <VideoTile key={video.id} video={video} />
        ))}
      </div>
    </section>
  );
}

export function BlogHero({ posts }: { posts: HomePageData['posts'] }) {
  const [hero, ...rest] = posts;
  if (!hero) return null;
  return (
    <section className="container home-section" aria-labelledby="blog-titulo">
      <h2 id="blog-titulo">Del blog de Kodea</h2>
      <div className="blog">
        {[hero, ...rest].map((post, index) => (
          <article key={post.id} className={index === 0 ? 'blog__post blog__post--hero' : 'blog__post'}>
            <LazyImage image={post.heroImage} alt={post.heroImage.title} />
            <h3>
              {post.url ? (
                <a href={post.url}>
                  <ReadableText text={post.title} />
                </a>
              ) : (
                <ReadableText text={post.title} />
              )}
            </h3>
            <p className="blog__date">
              <time dateTime={post.publishDate}>{post.dateText}</time>
            </p>
            {post.excerpt ? <p>{post.excerpt}</p> : null}
          </article>
        ))}
      </div>
    </section>
  );
}
