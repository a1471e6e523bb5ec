import { json, type LoaderFunctionArgs, type SerializeFrom } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AboutSection, ValuesSection } from '~/components/home/about-sections';
import { AgeRangeSelector, ProgramSections } from '~/components/home/age-sections';
import { AnnouncementBar } from '~/components/home/announcement-bar';
import { BlogHero, InfoBanners, Testimonials } from '~/components/home/content-sections';
import { HeroSlider } from '~/components/home/hero-slider';
import { VideoDialog, VideoTile } from '~/components/home/video-dialog';
import { RouteErrorPage } from '~/components/route-error';
import { PathsInvite } from '~/components/catalogue/paths-invite';
import { CampaignStrip } from '~/components/campaigns/campaign-strip';
import { TrialBanner } from '~/components/campaigns/trial-banner';
import { loadCampaignExtras } from '~/lib/campaign-extras.server';
import { JsonLd } from '~/components/json-ld';
import { loadHomePage, type HomePageData } from './home-page.server';
import { PUBLIC_PAGE } from '~/lib/page-handles';
import styles from '~/styles/home.css';
import campaignStyles from '~/styles/campaigns.css';
import { stylesheets } from '~/lib/stylesheets';
import { staticPublicMeta } from '~/lib/page-meta';
import { loaderCaller } from '~/lib/loader-session.server';

export const links = stylesheets(styles, campaignStyles);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const caller = await loaderCaller(request, context);
  const [home, extras] = await Promise.all([loadHomePage(caller), loadCampaignExtras(request, caller)]);
  return json({ ...home, ...extras });
}

export default function HomePage() {
  const home = useLoaderData<typeof loader>();
  return (
    <>
      {home.announcement ? <AnnouncementBar announcement={home.announcement} /> : null}
      <TrialBanner banner={home.trialBanner} />
      <h1 className="visually-hidden">Kodea: cursos de programación en vivo para niños y adolescentes</h1>
      {home.slides.length > 0 ? <HeroSlider slides={home.slides} /> : null}
      <CampaignStrip campaigns={home.campaigns} />
      <HomeSections home={home} />
    </>
  );
}

/** The structured data is a data block, not a script, so it needs no nonce. */
function HomeSections({ home }: { home: SerializeFrom<HomePageData> }) {
  return (
    <>
      <AgeRangeSelector ranges={home.ageRanges} />
      <ProgramSections ranges={home.ageRanges} />
      <PathsInvite className="container home-section" headingLevel={2} />
      {home.featuredVideo ? (
        <section className="container home-section featured-video" aria-label="Video destacado">
          <VideoTile video={home.featuredVideo} headingLevel={2} />
        </section>
      ) : null}
      <ValuesSection values={home.values} />
      {home.about ? <AboutSection about={home.about} /> : null}
      {home.banners.length > 0 ? <InfoBanners banners={home.banners} /> : null}
      {home.testimonials.length > 0 ? <Testimonials videos={home.testimonials} /> : null}
      <BlogHero posts={home.posts} />
      <VideoDialog />
      <JsonLd data={home.organization} />
    </>
  );
}

export const handle = PUBLIC_PAGE;

export const meta = staticPublicMeta({
  title: 'Kodea · Cursos de programación en vivo para niños y adolescentes',
  description:
    'Clases en vivo de programación, videojuegos y robótica para niños de 5 a 17 años: grupos de 6 estudiantes, sesiones de 90 minutos y más de 8,500 estudiantes formados.',
  path: '/',
});

export const ErrorBoundary = RouteErrorPage;
