import { Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { inIndia } from '@common/india-time';
import { MANUAL_REFUND_METHODS, manualRefundProblem, type ManualRefundMethod } from '@common/manual-refund';

/** How the owner sent cash collected at the door back, as the refund and return forms record it. */
export interface ManualRefund {
  method: ManualRefundMethod;
  reference: string;
  paidOn: string;
}

/** India's date today, YYYY-MM-DD: the latest day a manual refund may say it was sent. */
const indiaToday = () => inIndia(new Date()).toISOString().slice(0, 10);

/**
 * The manual refund's details while the owner types them (by UPI, sent today, no reference yet),
 * the first problem with them by the shared rule, and what to send (the reference trimmed).
 */
export function useManualRefund() {
  const [manual, setManual] = useState<ManualRefund>(() => ({ method: 'UPI', reference: '', paidOn: indiaToday() }));
  const problem = manualRefundProblem(manual, indiaToday());
  const toSend = (): ManualRefund => ({ ...manual, reference: manual.reference.trim() });
  return { manual, setManual, problem, toSend };
}

/** The method, reference and day of a refund sent by hand. */
export function ManualRefundFields({ value, onChange }: { value: ManualRefund; onChange: (value: ManualRefund) => void }) {
  const problem = manualRefundProblem(value, indiaToday());
  return (
    <Group grow align="flex-start" wrap="wrap" data-testid="manual-refund">
      <Select
        label="Sent by"
        data={MANUAL_REFUND_METHODS.map((method) => ({ value: method.value, label: method.label }))}
        value={value.method}
        allowDeselect={false}
        onChange={(method) => method && onChange({ ...value, method })}
      />
      <TextInput
        label="Reference"
        description="The UPI or bank transfer reference"
        value={value.reference}
        onChange={(event) => onChange({ ...value, reference: event.currentTarget.value })}
        maxLength={100}
        error={value.reference.trim() && problem?.field === 'reference' ? problem.message : undefined}
      />
      <TextInput
        label="Sent on"
        type="date"
        value={value.paidOn}
        max={indiaToday()}
        onChange={(event) => onChange({ ...value, paidOn: event.currentTarget.value })}
        error={problem?.field === 'paidOn' ? problem.message : undefined}
      />
    </Group>
  );
}
