/** schema.org `Course` of /cursos/{slug}; Lima times with their offset, so no zone is guessed. */
import type { Currency } from '@kernel/money';
import type { CourseDetail } from './course-view';

const DAYS: Record<string, string> = {
  lunes: 'Monday',
  martes: 'Tuesday',
  miércoles: 'Wednesday',
  jueves: 'Thursday',
  viernes: 'Friday',
  sábado: 'Saturday',
  sábados: 'Saturday',
  domingo: 'Sunday',
  domingos: 'Sunday',
};

export function groupDays(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s,]+/)
    .flatMap((word) => (DAYS[word] ? [`https://schema.org/${DAYS[word]}`] : []));
}

export function courseJsonLd(
  course: Pick<CourseDetail, 'name' | 'description' | 'image' | 'slug' | 'groups' | 'price' | 'sessions'>,
  currency: Currency,
  origin: string,
) {
  const url = `${origin}/cursos/${course.slug}`;
  const offer = {
    '@type': 'Offer',
    category: 'Paid',
    price: course.price[currency],
    priceCurrency: currency,
    url,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url,
    ...(course.image ? { image: new URL(course.image, origin).href } : {}),
    inLanguage: 'es',
    provider: { '@type': 'Organization', name: 'Kodea', url: origin },
    offers: offer,
    hasCourseInstance: course.groups.map((group) => {
      const byDay = groupDays(group.name);
      return {
        '@type': 'CourseInstance',
        name: group.name,
        courseMode: 'online',
        startDate: `${group.startDate}T${group.startHour}:00-05:00`,
        ...(byDay.length > 0
          ? {
              courseSchedule: {
                '@type': 'Schedule',
                repeatFrequency: 'P1W',
                byDay,
                startTime: group.startHour,
                repeatCount: Math.ceil(course.sessions / byDay.length),
                scheduleTimezone: 'America/Lima',
              },
            }
          : {}),
        offers: offer,
      };
    }),
  };
}
