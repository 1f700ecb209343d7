import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '@/gql';
import { acceptedPayload, errorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const SizeParcelsQuery = graphql(`
  query AdminSizeParcels($id: ID!) {
    product(id: $id) {
      id
      sizes {
        id
        label
        parcel {
          weightGrams
          lengthCm
          breadthCm
          heightCm
        }
      }
    }
  }
`);

const SetSizeParcelMutation = graphql(`
  mutation SetSizeParcel($productId: ID!, $sizeId: ID!, $parcel: ParcelInput!) {
    setSizeParcel(productId: $productId, sizeId: $sizeId, parcel: $parcel) {
      parcel {
        weightGrams
        lengthCm
        breadthCm
        heightCm
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

type ParcelFields = Record<'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm', number | string>;

/**
 * Each size's unit as packed for the courier (grams, centimetres), saved on its own: shipping
 * through the courier service works an order's parcel out from them.
 */
export function SizeParcels({ productId }: { productId: string }) {
  const { data } = useQuery(SizeParcelsQuery, { variables: { id: productId }, fetchPolicy: 'network-only' });
  const sizes = data?.product?.sizes ?? [];
  if (!sizes.length) return null;
  return (
    <Stack gap="sm" mt="xl" data-testid="size-parcels">
      <Title order={3} size="h5">
        Packed for the courier
      </Title>
      <Text size="sm" c="dimmed">
        One unit of each size as packed: shipping through the courier service adds them up for an order&apos;s parcel.
      </Text>
      {sizes.map((size) => (
        <SizeParcelRow key={size.id} productId={productId} size={size} />
      ))}
    </Stack>
  );
}

function SizeParcelRow({
  productId,
  size,
}: {
  productId: string;
  size: { id: string; label: string; parcel?: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number } | null };
}) {
  const [values, setValues] = useState<ParcelFields>(
    size.parcel ? { ...size.parcel } : { weightGrams: '', lengthCm: '', breadthCm: '', heightCm: '' },
  );
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetSizeParcelMutation);
  const complete = Object.values(values).every((value) => typeof value === 'number' && value > 0);

  async function submit() {
    setError(null);
    try {
      const parcel = values as Record<keyof ParcelFields, number>;
      await save({ variables: { productId, sizeId: size.id, parcel } }).then(({ data }) => acceptedPayload(data?.setSizeParcel));
      notify.success(`${size.label} is packed as ${parcel.weightGrams} g.`, { title: 'Parcel saved' });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const field = (key: keyof ParcelFields, label: string) => (
    <NumberInput
      label={`${size.label}: ${label}`}
      value={values[key]}
      onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      style={{ minWidth: 110, flex: 1 }}
    />
  );

  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      {field('weightGrams', 'weight (g)')}
      {field('lengthCm', 'length (cm)')}
      {field('breadthCm', 'breadth (cm)')}
      {field('heightCm', 'height (cm)')}
      <Button variant="default" disabled={!complete} loading={loading} onClick={() => void submit()}>
        Save
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert" w="100%">
          {error}
        </Text>
      )}
    </Group>
  );
}
