import { Alert, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { ProductInput } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { ProductFormFields } from './product-form-fields';
import {
  newProductFormState,
  type ProductFormState,
  productFormError,
  productFormState,
  productInput,
} from './product-form-values';
import { notify } from '../../../lib/notify';

export const AdminProductFormFragment = graphql(`
  fragment AdminProductForm on Product {
    id
    name
    category
    subcategory
    price
    sizes {
      label
      price
    }
    description
    benefits
    imageUrl
    images
    stock
    rating
    reviews
    featured
    bestSeller
    new
  }
`);

export type ProductFormMode = { kind: 'add' } | { kind: 'edit'; product: FragmentType<typeof AdminProductFormFragment> };

interface ProductFormModalProps {
  mode: ProductFormMode | null;
  onClose: () => void;
  /** Resolves when saved; rejects with the server's error, which the modal shows. */
  onSave: (input: ProductInput, mode: ProductFormMode) => Promise<unknown>;
  saving: boolean;
}

/** Add New Product / Edit Product (spec §2, §4): closed by Cancel, the close button or the backdrop. */
export function ProductFormModal({ mode, onClose, onSave, saving }: ProductFormModalProps) {
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode?.kind === 'edit' ? 'Edit Product' : 'Add New Product'}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Keyed so each opening starts from its own product (or fresh defaults), never the last one's edits. */}
      {mode && (
        <ProductForm
          key={mode.kind === 'edit' ? getFragmentData(AdminProductFormFragment, mode.product).id : 'add'}
          mode={mode}
          onCancel={onClose}
          onSave={onSave}
          saving={saving}
        />
      )}
    </Modal>
  );
}

interface ProductFormProps {
  mode: ProductFormMode;
  onCancel: () => void;
  onSave: ProductFormModalProps['onSave'];
  saving: boolean;
}

export function ProductForm({ mode, onCancel, onSave, saving }: ProductFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ProductFormState>({
    initialValues:
      mode.kind === 'edit'
        ? productFormState(getFragmentData(AdminProductFormFragment, mode.product))
        : newProductFormState(),
  });

  const submit = form.onSubmit(async (values) => {
    const problem = productFormError(values);
    if (problem) {
      setAlert(problem);
      notify.error(problem, { title: 'Check the product' });
      return;
    }
    setAlert(null);
    try {
      await onSave(productInput(values), mode);
    } catch (error) {
      // The mutation hook has toasted it; the alert keeps the reason beside the fields to fix.
      setAlert(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      {alert && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="md" role="alert">
          {alert}
        </Alert>
      )}
      <ProductFormFields form={form} idReadOnly={mode.kind === 'edit'} />
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {mode.kind === 'edit' ? 'Update Product' : 'Add Product'}
        </Button>
      </Group>
    </form>
  );
}
