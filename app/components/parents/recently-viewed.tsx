import type { RecommendedViewed } from '@server/session.server';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function RecentlyViewed({ viewed }: { viewed: RecommendedViewed }) {
  return (
    <section
      className="parents-card recently-viewed"
      aria-labelledby="recently-viewed-title"
      data-testid="recently-viewed"
    >
      <h2 id="recently-viewed-title">{PARENTS_TEXT.recentlyViewed}</h2>
      <img src={viewed.image} alt="" width={240} height={150} />
      <p>{viewed.name}</p>
    </section>
  );
}
