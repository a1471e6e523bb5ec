// The refund request: a reason, optional words and the confirmation box. Plain HTML on a
// non-hydrated page: a refused form comes back with what the parent chose and wrote.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { RefundForm as RefundFormValues } from '@server/validation/refund';
import {
  REFUND_REASON_LABEL,
  REFUND_REASONS,
  REFUND_SALE_TEXT,
  REFUND_TEXT,
  type RefundSaleKind,
} from '@kernel/texts/refunds';
import { CheckboxField, FormError, SelectField, TextField } from '~/components/forms/fields';

const REASON_OPTIONS = REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABEL[value] }));

export function RefundForm({
  kind,
  result,
}: {
  kind: RefundSaleKind;
  result: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm<RefundFormValues>({ id: 'reembolso', lastResult: result });
  return (
    <form method="post" className="parents-card" {...getFormProps(form)}>
      <FormError id={form.errorId} message={form.errors?.[0]} />
      <SelectField meta={fields.reason} label={REFUND_TEXT.reasonLabel} options={REASON_OPTIONS} />
      <TextField meta={fields.detail} label={REFUND_TEXT.detailLabel} multiline />
      <CheckboxField meta={fields.confirm}>{REFUND_SALE_TEXT[kind].confirm}</CheckboxField>
      <button type="submit" className="button">
        {REFUND_TEXT.send}
      </button>
    </form>
  );
}
