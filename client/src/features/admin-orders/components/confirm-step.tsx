import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface ConfirmStepProps {
  /** What will happen, with the amount: the owner reads it before money moves. */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onBack: () => void;
  loading?: boolean;
}

/**
 * The second press of a step that moves a shopper's money (a refund, cancelling a paid order):
 * the first press only asks, saying how much, so a slip of the finger refunds nothing.
 */
export function ConfirmStep({ message, confirmLabel, onConfirm, onBack, loading = false }: ConfirmStepProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Please confirm"
      role="group"
      aria-label="Please confirm"
    >
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack} disabled={loading}>
          Back
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Alert>
  );
}
