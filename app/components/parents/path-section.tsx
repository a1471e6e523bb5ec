import type { CurrentPathView, PathHeaderView } from '@server/parents/path-view';
import type { CalendarLinkView } from '~/lib/parents-calendar.server';
import { CertificatePanel } from './certificate-panel';
import { EnrolmentCard } from './enrolment-card';
import { Heading, type HeadingLevel } from './heading';
import { PathStepper } from './path-stepper';
import { accentStyle } from './styling';
import { Duration, Frequency, Level, productItem } from '~/components/ui/product-facts';
import { FACT, productItemId } from '@kernel/product-facts';

type Calendars = Partial<Record<number, CalendarLinkView[]>>;

export function PathHeader({ path, level }: { path: PathHeaderView; level: HeadingLevel }) {
  return (
    <header className="path__header" {...(path.slug ? productItem(productItemId.path(path.slug)) : {})}>
      <p className="path__level">
        <Level level={path.level}>{path.levelText}</Level>
      </p>
      <Heading level={level} id={path.anchor} itemProp={FACT.name}>
        {path.name}
      </Heading>
      <p className="path__facts">
        <Duration duration={{ months: path.durationMonths }}>{path.durationText}</Duration>
        {' · '}
        <Frequency perWeek={path.frequency}>{path.frequencyText}</Frequency>
        {path.curriculum ? (
          <>
            {' · '}
            <a href={path.curriculum.href} download>
              {path.curriculum.label}
            </a>
          </>
        ) : null}
        {path.invite ? (
          <>
            {' · '}
            <a href={path.invite.href} data-testid="invite-path-link">
              {path.invite.label}
              <span className="visually-hidden">{`: ${path.name}`}</span>
            </a>
          </>
        ) : null}
      </p>
    </header>
  );
}

export function PathSection({ path, calendars }: { path: CurrentPathView; calendars: Calendars }) {
  const { selected } = path;
  return (
    <section
      className="path"
      aria-labelledby={path.anchor}
      style={accentStyle(path.mainColor, path.secondaryColor)}
      data-testid="current-path"
    >
      <PathHeader path={path} level={2} />
      <PathStepper steps={path.steps} previous={path.previous} next={path.next} />
      {selected.kind === 'course' ? (
        <EnrolmentCard card={selected.card} level={3} calendar={calendars[selected.card.enrolmentId]} />
      ) : (
        <CertificatePanel panel={selected.panel} level={3} />
      )}
    </section>
  );
}
