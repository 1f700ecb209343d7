import { Button, Group, Modal, Text } from '@mantine/core';

interface DeleteProductModalProps {
  product: { id: string; name: string } | null;
  onClose: () => void;
  onConfirm: () => void;
  deleting: boolean;
}

/** The delete confirmation, one of the product modal's states (closed, add, edit, delete-confirm). */
export function DeleteProductModal({ product, onClose, onConfirm, deleting }: DeleteProductModalProps) {
  return (
    <Modal opened={product !== null} onClose={onClose} title="Delete Product" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text size="sm">
        Are you sure you want to delete <strong>{product?.name}</strong>? It disappears from the shop at once and cannot be restored.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleting}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
