import { Alert, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import type { ProductInput } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { BackInStockWaiting } from './back-in-stock-waiting';
import { ProductFormFields } from './product-form-fields';
import { SizeParcels } from './size-parcels';
import {
  newProductFormState,
  taxClassFollowingKind,
  productFieldErrors,
  type ProductFormState,
  productFormError,
  productFormState,
  productInput,
} from './product-form-values';
import { notify } from '@/lib/notify';

export const AdminProductFormFragment = graphql(`
  fragment AdminProductForm on Product {
    id
    name
    category {
      slug
    }
    subcategory
    priceMoney {
      amount
    }
    sizes {
      id
      label
      priceMoney {
        amount
      }
      stock
      mrpMoney {
        amount
      }
      netQuantity {
        amount
        unit
      }
    }
    description
    benefits
    imageUrl
    images
    featured
    bestSeller
    isNew
    hsnCode
    gstRatePercent
    uqc
    legalDeclarations {
      genericName
      makerRole
      makerName
      makerAddress
      countryOfOrigin
      shelfLifeKind
      shelfLifeMonths
      consumerCarePhone
      consumerCareEmail
      consumerCareAddress
    }
    ingredients
    howToUse
    concerns {
      key
    }
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

/** Add New Product / Edit Product : closed by Cancel, the close button or the backdrop. */
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
      {mode?.kind === 'edit' && <BackInStockWaiting productId={getFragmentData(AdminProductFormFragment, mode.product).id} />}
      {mode?.kind === 'edit' && <SizeParcels productId={getFragmentData(AdminProductFormFragment, mode.product).id} />}
    </Modal>
  );
}

interface ProductFormProps {
  mode: ProductFormMode;
  onCancel: () => void;
  onSave: ProductFormModalProps['onSave'];
  saving: boolean;
}

/** The one "fix the form" toast: replaced on each failed save, taken away once the fields are right. */
const INVALID_TOAST = 'product-form-invalid';
export const CORRECT_FIELDS_MESSAGE = 'Please correct the highlighted fields';

/** Scrolls to and focuses the first field that shows an error, in the order the form shows them. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.scrollIntoView({ block: 'center' });
  field?.focus({ preventScroll: true });
}

export function ProductForm({ mode, onCancel, onSave, saving }: ProductFormProps) {
  const [alert, setAlert] = useState<string | null>(null);
  // Bumped by each refused save: the effect below then brings the first error into view.
  const [refusals, setRefusals] = useState(0);
  // After a refused save the errors follow the edits, so each goes as soon as its field is fixed.
  const checking = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ProductFormState>({
    initialValues: mode.kind === 'edit' ? productFormState(getFragmentData(AdminProductFormFragment, mode.product)) : newProductFormState(),
    onValuesChange: (values, previous) => {
      const taxClass = mode.kind === 'edit' ? null : taxClassFollowingKind(previous, values);
      if (taxClass) form.setValues(taxClass);
      if (!checking.current) return;
      const errors = productFieldErrors(values);
      form.setErrors(errors);
      setAlert(productFormError(values));
      if (Object.keys(errors).length === 0) notify.hide(INVALID_TOAST);
    },
  });

  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);
  useEffect(() => () => notify.hide(INVALID_TOAST), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = form.getValues();
    const problem = productFormError(values);
    const errors = productFieldErrors(values);
    if (problem || Object.keys(errors).length > 0) {
      checking.current = true;
      form.setErrors(errors);
      setAlert(problem);
      // One at a time (a new refusal replaces it); it goes as soon as the fields are right or the form closes.
      notify.error(CORRECT_FIELDS_MESSAGE, { id: INVALID_TOAST, title: 'Check the product' });
      setRefusals((count) => count + 1);
      return;
    }
    notify.hide(INVALID_TOAST);
    setAlert(null);
    try {
      await onSave(productInput(values), mode);
    } catch (error) {
      // The mutation hook has toasted it; the alert keeps the reason beside the fields to fix.
      setAlert(errorMessage(error));
    }
  }

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
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
