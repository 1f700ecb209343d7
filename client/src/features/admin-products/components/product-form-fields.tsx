import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { memo, type ReactNode } from 'react';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { ADMIN_CATEGORIES, ADMIN_SUBCATEGORIES, CATEGORY_NAMES } from '@common/catalogue';
import { PRODUCT_CONCERNS } from '@common/concerns';
import { UQC_NAMES } from '@common/gst';
import { productSlug } from '@common/product-form';
import { productImageAtWidth } from '@common/product-images';
import {
  MAKER_ROLE_LABELS,
  MAKER_ROLES,
  NET_QUANTITY_UNIT_LABELS,
  NET_QUANTITY_UNITS,
  SHELF_LIFE_KIND_LABELS,
  SHELF_LIFE_KINDS,
} from '@common/legal-metrology';
import { newSizeState, totalStock, type ProductFormState } from './product-form-values';
import { ProductImagesField } from './product-images-field';

function options(values: readonly string[], current: string, label: (value: string) => string) {
  // A product saved with a value the form no longer offers must still show it, not a blank select.
  const all = values.includes(current) || !current ? values : [...values, current];
  return all.map((value) => ({ value, label: label(value) }));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ProductFormFieldsProps {
  form: UseFormReturnType<ProductFormState>;
  /** The id is chosen once, when the product is created. */
  idReadOnly: boolean;
}

/** Every field of the admin product form, with the image preview. */
export function ProductFormFields({ form, idReadOnly }: ProductFormFieldsProps) {
  const { values } = form;
  return (
    <Stack gap="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ImagePreview url={values.imageUrl} name={values.name} />
        <Stack gap="xs" style={{ flex: 1 }}>
          <TextInput
            label="Product ID"
            readOnly={idReadOnly}
            description={idReadOnly ? 'The id cannot change once created' : 'Its address; leave empty to make it from the name'}
            placeholder={idReadOnly ? undefined : productSlug(values.name)}
            {...form.getInputProps('id')}
          />
          <TextInput label="Product name" withAsterisk {...form.getInputProps('name')} />
        </Stack>
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Category"
          withAsterisk
          allowDeselect={false}
          data={options(ADMIN_CATEGORIES, values.category, (value) => CATEGORY_NAMES[value] ?? capitalise(value))}
          {...form.getInputProps('category')}
        />
        <Select
          label="Subcategory"
          withAsterisk
          allowDeselect={false}
          data={options(ADMIN_SUBCATEGORIES, values.subcategory, capitalise)}
          {...form.getInputProps('subcategory')}
        />
        <NumberInput label="Base price (₹)" withAsterisk min={0} step={0.01} decimalScale={2} {...form.getInputProps('price')} />
        <Text size="sm" style={{ alignSelf: 'flex-end' }} pb={8} data-testid="total-stock">
          Stock over all sizes: <b>{totalStock(values)}</b>
        </Text>
        <TextInput
          label="HSN code"
          description="4 to 8 digits, printed on the invoice"
          withAsterisk
          inputMode="numeric"
          {...form.getInputProps('hsnCode')}
        />
        <NumberInput
          label="GST rate (%)"
          description="Contained in the price, e.g. 5 or 18"
          withAsterisk
          min={0}
          max={100}
          step={0.25}
          decimalScale={2}
          allowNegative={false}
          {...form.getInputProps('gstRatePercent')}
        />
        <Select
          label="Unit of quantity (UQC)"
          description="How invoices count it, e.g. BTL for bottles"
          withAsterisk
          allowDeselect={false}
          data={Object.entries(UQC_NAMES).map(([code, name]) => ({ value: code, label: `${code} – ${name.toLowerCase()}` }))}
          {...form.getInputProps('uqc')}
        />
      </SimpleGrid>

      <EditableList
        legend="Sizes"
        noun="size"
        count={values.sizes.length}
        onRemove={(index) => form.removeListItem('sizes', index)}
        onAdd={() => form.insertListItem('sizes', newSizeState())}
        item={(index) => (
          <>
            {/* Two to a line on a phone, the name on its own; three to a line on a wider screen (name, price
                and stock, then what the pack declares), so no label breaks over two lines. */}
            <TextInput
              label={`Size ${index + 1}`}
              placeholder="100ml"
              flex={{ base: '1 1 100%', sm: '1 1 28%' }}
              {...form.getInputProps(`sizes.${index}.label`)}
            />
            <NumberInput
              label={`Size ${index + 1} price (₹)`}
              min={0}
              step={0.01}
              decimalScale={2}
              flex={{ base: '1 1 40%', sm: '1 1 28%' }}
              miw={0}
              {...form.getInputProps(`sizes.${index}.price`)}
            />
            <NumberInput
              label={`Size ${index + 1} stock`}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              flex={{ base: '1 1 40%', sm: '1 1 28%' }}
              miw={0}
              {...form.getInputProps(`sizes.${index}.stock`)}
            />
            {/* What the pack declares: the price may not be above its MRP. */}
            <NumberInput
              label={`Size ${index + 1} MRP (₹)`}
              min={0}
              step={0.01}
              decimalScale={2}
              flex={{ base: '1 1 40%', sm: '1 1 28%' }}
              miw={0}
              {...form.getInputProps(`sizes.${index}.mrp`)}
            />
            <NumberInput
              label={`Size ${index + 1} net quantity`}
              min={0}
              decimalScale={3}
              allowNegative={false}
              flex={{ base: '1 1 40%', sm: '1 1 28%' }}
              miw={0}
              {...form.getInputProps(`sizes.${index}.netAmount`)}
            />
            <Select
              label={`Size ${index + 1} unit`}
              allowDeselect={false}
              data={NET_QUANTITY_UNITS.map((unit) => ({ value: unit, label: NET_QUANTITY_UNIT_LABELS[unit] }))}
              flex={{ base: '1 1 40%', sm: '1 1 28%' }}
              miw={0}
              {...form.getInputProps(`sizes.${index}.netUnit`)}
            />
          </>
        )}
      />

      <Textarea label="Description" withAsterisk rows={4} {...form.getInputProps('description')} />

      <EditableList
        legend="Benefits"
        noun="benefit"
        count={values.benefits.length}
        onRemove={(index) => form.removeListItem('benefits', index)}
        onAdd={() => form.insertListItem('benefits', '')}
        item={(index) => <TextInput label={`Benefit ${index + 1}`} style={{ flex: 1 }} {...form.getInputProps(`benefits.${index}`)} />}
      />

      <Textarea
        label="Ingredients"
        description="As the pack lists them (INCI names), separated by commas"
        rows={3}
        {...form.getInputProps('ingredients')}
      />
      <Textarea label="How to use" rows={3} {...form.getInputProps('howToUse')} />

      <ConcernsField category={values.category} value={values.concerns} setFieldValue={form.setFieldValue} />

      <LegalDeclarationsFields form={form} />

      <ProductImagesField form={form} />
      <TextInput
        label="Image URL"
        description="The main image: set by an upload above, or a path on this shop"
        withAsterisk
        placeholder="/images/products/hair-oil-1/640.webp"
        {...form.getInputProps('imageUrl')}
      />

      <Group gap="lg">
        <Switch label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} />
        <Switch label="Best Seller" {...form.getInputProps('bestSeller', { type: 'checkbox' })} />
        <Switch label="New" {...form.getInputProps('new', { type: 'checkbox' })} />
      </Group>
    </Stack>
  );
}

/** What the Legal Metrology rules make the product page declare; each size's MRP and net quantity are with the sizes. */
function LegalDeclarationsFields({ form }: { form: UseFormReturnType<ProductFormState> }) {
  const field = (name: keyof ProductFormState['legalDeclarations']) => form.getInputProps(`legalDeclarations.${name}`);
  return (
    <Fieldset legend="Legal Metrology declarations" variant="filled">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Generic name" description="e.g. Hair oil, Face wash" withAsterisk {...field('genericName')} />
        <TextInput label="Country of origin" withAsterisk {...field('countryOfOrigin')} />
        <Select
          label="Declared maker"
          withAsterisk
          allowDeselect={false}
          data={MAKER_ROLES.map((role) => ({ value: role, label: MAKER_ROLE_LABELS[role] }))}
          {...field('makerRole')}
        />
        <TextInput label="Maker's name" withAsterisk {...field('makerName')} />
      </SimpleGrid>
      <Textarea label="Maker's address" withAsterisk rows={2} mt="sm" {...field('makerAddress')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
        <Select
          label="Shelf life"
          description="Counted from the date of manufacture"
          withAsterisk
          allowDeselect={false}
          data={SHELF_LIFE_KINDS.map((kind) => ({ value: kind, label: SHELF_LIFE_KIND_LABELS[kind] }))}
          {...field('shelfLifeKind')}
        />
        <NumberInput label="Shelf life in months" withAsterisk min={1} max={120} allowDecimal={false} {...field('shelfLifeMonths')} />
        <TextInput label="Consumer-care phone" withAsterisk inputMode="tel" {...field('consumerCarePhone')} />
        <TextInput label="Consumer-care e-mail" withAsterisk inputMode="email" {...field('consumerCareEmail')} />
      </SimpleGrid>
      <Textarea label="Consumer-care address" withAsterisk rows={2} mt="sm" {...field('consumerCareAddress')} />
    </Fieldset>
  );
}

/**
 * A list the admin grows and shrinks (sizes, benefits): each entry's fields with a remove button,
 * then an add button. The last entry cannot be removed: a product keeps at least one of each.
 */
function EditableList({
  legend,
  noun,
  count,
  item,
  onRemove,
  onAdd,
}: {
  legend: string;
  noun: string;
  count: number;
  item: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Stack gap="xs">
        {Array.from({ length: count }, (_, index) => (
          <Group key={index} align="flex-end" gap="xs">
            {item(index)}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={`Remove ${noun} ${index + 1}`}
              disabled={count === 1}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} style={{ alignSelf: 'flex-start' }} onClick={onAdd}>
          Add {noun}
        </Button>
      </Stack>
    </Fieldset>
  );
}

function ImagePreview({ url, name }: { url: string; name: string }) {
  if (!url.trim()) {
    return (
      <Stack
        w={96}
        h={96}
        align="center"
        justify="center"
        gap={2}
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
      >
        <IconPhoto size={28} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text size="xs" c="dimmed">
          No image
        </Text>
      </Stack>
    );
  }
  return (
    <Image
      src={productImageAtWidth(url, 192)}
      alt={name ? `Preview of ${name}` : 'Product image preview'}
      w={96}
      h={96}
      radius="md"
      fit="contain"
      bg="var(--mantine-color-default-hover)"
      style={{ flexShrink: 0 }}
    />
  );
}

/**
 * The concerns it is made for, chosen from the shop's list (common/concerns.ts): a search for their
 * words finds it and the listing's Concern filter lists it. Its own kind's concerns come first.
 */
const ConcernsField = memo(function ConcernsField({
  category,
  value: concerns,
  setFieldValue,
}: {
  category: string;
  value: string[];
  setFieldValue: UseFormReturnType<ProductFormState>['setFieldValue'];
}) {
  // Memoised: typing elsewhere in this long form need not render a dozen checkboxes again.
  const ordered = [...PRODUCT_CONCERNS].sort((a, b) => Number(b.area === category) - Number(a.area === category));
  return (
    <Checkbox.Group
      label="Concerns"
      description="What it is made for: a search for these finds it, and shoppers can filter the listing by them"
      value={concerns}
      onChange={(value) => setFieldValue('concerns', value)}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {ordered.map((concern) => (
          <Checkbox key={concern.key} value={concern.key} label={concern.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
});
