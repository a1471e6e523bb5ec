import type { CourseCardView } from '@server/parents/course-card';
import type { CalendarLinkView } from '~/lib/parents-calendar.server';
import { CARD_TEXT, PARENTS_TEXT } from '@kernel/texts/parents';
import { SCHEDULE_TEXT } from '@kernel/texts/schedule';
import { BuyActions } from '~/components/ui/buy-actions';
import { CalendarLinks } from './calendar-links';
import { CertificatePanel } from './certificate-panel';
import { ClassLinkButton } from './class-link';
import { CardClassHistory } from './class-history';
import { below, Heading, type HeadingLevel } from './heading';
import { accentStyle } from './styling';
import { Duration, productItem, Sessions } from '~/components/ui/product-facts';
import { FACT } from '@kernel/product-facts';
import { Fact } from '~/components/ui/fact';

interface Props {
  card: CourseCardView;
  level: HeadingLevel;
  calendar?: CalendarLinkView[];
}

export function EnrolmentCard({ card, level, calendar }: Props) {
  return (
    <article
      className={`enrolment-card enrolment-card--${card.status}`}
      style={accentStyle(card.mainColor)}
      data-testid="course-card"
      {...(card.itemId ? productItem(card.itemId) : {})}
    >
      <header className="enrolment-card__header">
        {card.thumbnail ? <img src={card.thumbnail} alt="" width={96} height={60} /> : null}
        <div>
          <Heading level={level} className="enrolment-card__title" itemProp={FACT.name}>
            {card.name}
          </Heading>
          <p className={`status-badge status-badge--${card.status}`}>{card.statusLabel}</p>
        </div>
      </header>
      {card.description ? <p className="enrolment-card__description">{card.description}</p> : null}
      <div className="course-progress">
        <progress max={100} value={card.progress} aria-label={CARD_TEXT.progress(card.name)} />
        {/* The bar tells screen readers its value; this shows it to everyone else. */}
        <span className="course-progress__value" aria-hidden="true">
          {card.progressText}
        </span>
      </div>
      <CardFacts card={card} />
      <CardLinks card={card} />
      {calendar ? <CalendarLinks links={calendar} courseName={card.name} /> : null}
      <CardClassHistory enrolmentId={card.enrolmentId} courseName={card.name} />
      {card.buy ? <BuyActions view={card.buy} size="small" /> : null}
      {card.certificatePanel ? <CertificatePanel panel={card.certificatePanel} level={below(level)} /> : null}
    </article>
  );
}

function CardFacts({ card }: { card: CourseCardView }) {
  return (
    <dl className="enrolment-facts">
      <Fact label={CARD_TEXT.duration}>
        <Duration duration={card.duration}>{card.durationText}</Duration>
        {' · '}
        <Sessions count={card.sessions}>{card.sessionsText}</Sessions>
      </Fact>
      {card.frequencyText ? <Fact label={CARD_TEXT.frequency}>{card.frequencyText}</Fact> : null}
      <Fact label={CARD_TEXT.start}>
        {card.startDate.value}
        {card.startDate.note ? <span className="muted">{` (${card.startDate.note})`}</span> : null}
      </Fact>
      {card.endDate ? <Fact label={CARD_TEXT.end}>{card.endDate}</Fact> : null}
      <Fact label={CARD_TEXT.teacher}>{card.teacher}</Fact>
      {card.schedule ? (
        <Fact label={CARD_TEXT.schedule}>
          {card.schedule.lines.map((line) => (
            <span key={line.text} className="enrolment-facts__line">
              {line.text}
            </span>
          ))}
          <span className="muted">{`(${card.schedule.zoneLabel})`}</span>
        </Fact>
      ) : null}
      <Fact label={CARD_TEXT.material}>
        {card.material.kind === 'download' ? (
          <a href={card.material.href} download>
            {card.material.label}
          </a>
        ) : (
          card.material.text
        )}
      </Fact>
      <Fact label={CARD_TEXT.project}>{card.projectSummary}</Fact>
    </dl>
  );
}

function CardLinks({ card }: { card: CourseCardView }) {
  const { classLink, virtualRoom, curriculum, certificate, invite, programPage } = card;
  // 'Cambiar horario' (decision 037): offered until the course starts; its page asks the upstream for the rest.
  const changeSchedule = card.status === 'has_not_started' ? `/dashboard/horario/${card.enrolmentId}` : null;
  if (!classLink && !virtualRoom && !curriculum && !certificate && !invite && !changeSchedule && !programPage)
    return null;
  return (
    <p className="enrolment-card__links">
      {programPage ? (
        <a href={programPage.href} className="button button--small button--secondary">
          {programPage.label}
          <span className="visually-hidden">{` ${card.name}`}</span>
        </a>
      ) : null}
      {classLink ? <ClassLinkButton classLink={classLink} /> : null}
      {virtualRoom ? (
        <a
          href={virtualRoom.href}
          className="button button--small button--secondary"
          target="_blank"
          rel="noopener noreferrer"
        >
          {virtualRoom.label}
          <span className="visually-hidden">{` ${PARENTS_TEXT.newTab}`}</span>
        </a>
      ) : null}
      {certificate ? (
        <a href={certificate.href} download className="button button--small button--secondary">
          {certificate.label}
          <span className="visually-hidden">{` de ${certificate.title}`}</span>
        </a>
      ) : null}
      {curriculum ? (
        <a href={curriculum.href} download>
          {curriculum.label}
        </a>
      ) : null}
      {invite ? (
        <a href={invite.href} data-testid="invite-link">
          {invite.label}
          <span className="visually-hidden">{`: ${card.name}`}</span>
        </a>
      ) : null}
      {changeSchedule ? (
        <a href={changeSchedule}>
          {SCHEDULE_TEXT.link}
          <span className="visually-hidden">{` de ${card.name}`}</span>
        </a>
      ) : null}
    </p>
  );
}
