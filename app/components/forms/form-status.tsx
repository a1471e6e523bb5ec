// A sent form's answer, drawn inside the form on every way in (the redirect's page, the page sent
// in place, React's navigation); app/enhance/form-status.ts keeps it until the next edit.
import { useEffect, useRef } from 'react';
import { keepUntilEdited } from '~/enhance/form-status';

export function FormStatus({ id, message }: { id: string; message: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // Runs on a hydrated page only; a plain page gets the same call from app/enhance/index.ts.
  useEffect(() => (ref.current ? keepUntilEdited(ref.current) : undefined), []);
  return (
    <p ref={ref} id={id} className="form-status" role="status" tabIndex={-1} data-form-status="">
      {message}
    </p>
  );
}
