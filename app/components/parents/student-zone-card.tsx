import { Form } from '@remix-run/react';
import { PARENTS_TEXT } from '@kernel/texts/parents';

export function StudentZoneForm(props: { childId: number; childName: string; className?: string }) {
  return (
    <Form method="post" className={props.className}>
      <input type="hidden" name="intent" value="student-zone" />
      <input type="hidden" name="child" value={props.childId} />
      <button type="submit" className="button button--small">
        {PARENTS_TEXT.studentZoneButton(props.childName)}
      </button>
    </Form>
  );
}

export function StudentZoneCard({ childId, childName }: { childId: number; childName: string }) {
  return (
    <section className="parents-card student-zone" aria-labelledby="student-zone-title">
      <h2 id="student-zone-title">{PARENTS_TEXT.studentZone}</h2>
      <p>{PARENTS_TEXT.studentZoneLead(childName)}</p>
      <StudentZoneForm childId={childId} childName={childName} />
    </section>
  );
}
