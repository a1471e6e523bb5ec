import type { HomePageData } from '~/routes/_index/home-page.server';

export function AnnouncementBar({
  announcement,
}: {
  announcement: NonNullable<HomePageData['announcement']>;
}) {
  return (
    <aside className="announcement-bar" aria-label="Aviso">
      <p className="container">
        {announcement.text}{' '}
        {announcement.link ? <a href={announcement.link.url}>{announcement.link.text}</a> : null}
      </p>
    </aside>
  );
}
