/**
 * 'Agregar al calendario' covers the whole schedule (issue 20 point 6), JavaScript on and off:
 * Google's link repeats on every class day of the .ics (BYDAY) as many times as classes remain
 * (COUNT), from the next class in Lima time; Yahoo and Outlook say in visible text that they add
 * one class and link the .ics for all of them; Apple and iCal download the .ics.
 *
 * The expected days and count are read from the .ics itself (one weekly series per class day),
 * so the test follows the fixtures rather than copying them.
 */
import { expect, test } from './fixtures';
import ICAL from 'ical.js';
import { signInParent } from './parents-support';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

test.beforeEach(async ({ page }) => {
  await signInParent(page);
});

test("Google adds every class day; Yahoo and Outlook say they add one class and offer the series' .ics", async ({
  page,
}) => {
  const card = page.getByTestId('course-card').first();
  await card.getByText('Agregar al calendario').click();
  const calendar = card.locator('.calendar-links');
  const apple = calendar.getByRole('link', { name: /^Apple/ });
  const icsHref = await apple.getAttribute('href');
  expect(icsHref).toMatch(/^\/dashboard\/calendario\/\d+\.ics$/);
  await expect(calendar.getByRole('link', { name: /^iCal/ })).toHaveAttribute('href', icsHref ?? '');

  // What the series is: one VEVENT per class day, each with its weekly COUNT, in Lima time.
  const ics = await (await page.request.get(icsHref ?? '')).text();
  const series = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const count = Number(/COUNT=(\d+)/.exec(component.getFirstProperty('rrule')?.toICALString() ?? '')?.[1]);
    const limaStart = new Date(event.startDate.toJSDate().getTime() - 5 * 3600_000);
    return { weekday: limaStart.getUTCDay(), start: limaStart, count };
  });
  expect(series.length).toBeGreaterThan(1);
  const days = [...new Set(series.map((s) => s.weekday))].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  const total = series.reduce((sum, s) => sum + s.count, 0);
  const next = series.map((s) => s.start).sort((a, b) => a.getTime() - b.getTime())[0];

  const google = new URL((await calendar.getByRole('link', { name: /^Google/ }).getAttribute('href')) ?? '');
  expect(google.origin).toBe('https://calendar.google.com');
  expect(google.searchParams.get('recur')).toBe(
    `RRULE:FREQ=WEEKLY;BYDAY=${days.map((day) => BYDAY[day]).join(',')};COUNT=${total}`,
  );
  expect(google.searchParams.get('ctz')).toBe('America/Lima');
  const compact = next.toISOString().replace(/[-:]/g, '').slice(0, 15);
  expect(google.searchParams.get('dates')?.startsWith(`${compact}/`)).toBe(true);
  await expect(calendar.locator('li').filter({ hasText: 'Google' })).not.toContainText('solo');

  for (const name of ['Yahoo', 'Outlook']) {
    const item = calendar.locator('li').filter({ hasText: name });
    await expect(item).toContainText(
      'agrega solo la próxima clase; para todas las clases, descarga el archivo .ics',
    );
    await expect(item.getByRole('link', { name: /^descarga el archivo \.ics/ })).toHaveAttribute(
      'href',
      icsHref ?? '',
    );
  }
});
