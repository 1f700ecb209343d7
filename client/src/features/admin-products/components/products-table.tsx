import { ActionIcon, Avatar, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { adminStockLabel, LOW_STOCK_BELOW } from '../../../../../common/catalogue';
import { formatRupees } from '../../../../../common/money';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { TintBadge } from '../../admin-layout/components/tint-badge';

export const AdminProductRowFragment = graphql(`
  fragment AdminProductRow on Product {
    id
    name
    category
    subcategory
    price
    sizes {
      label
    }
    imageUrl
    stock
    rating
    reviews
    featured
    bestSeller
    new
  }
`);

type ProductRef = FragmentType<typeof AdminProductRowFragment>;

interface ProductsTableProps<T extends ProductRef> {
  products: readonly T[];
  onEdit: (product: T) => void;
  onDelete: (product: T) => void;
}

/**
 * The stock cell: the spec's label, with a warning icon when stock is low or gone. The icon
 * carries the colour; the text stays in the body colour, since orange text fails AA contrast.
 */
function StockLabel({ stock, size }: { stock: number; size: 'xs' | 'sm' }) {
  const warn = stock < LOW_STOCK_BELOW;
  return (
    <Group gap={4} wrap="nowrap">
      {warn && (
        <IconAlertTriangle size={14} color={`var(--mantine-color-${stock <= 0 ? 'red' : 'orange'}-filled)`} aria-hidden />
      )}
      <Text size={size} fw={warn ? 600 : 400} c={warn ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {adminStockLabel(stock)}
      </Text>
    </Group>
  );
}

/**
 * The admin catalogue (spec §2 Admin products): a table from tablet width up, and on phones a
 * list of cards, so edit and delete never sit off-screen behind a sideways scroll.
 */
export function ProductsTable<T extends ProductRef>(props: ProductsTableProps<T>) {
  return (
    <>
      <Box visibleFrom="sm">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <ProductCards {...props} />
      </Box>
    </>
  );
}

function StatusBadges({ product }: { product: { featured: boolean; bestSeller: boolean; new: boolean } }) {
  return (
    <Group gap={4}>
      {product.featured && <TintBadge colour="grape">Featured</TintBadge>}
      {product.bestSeller && <TintBadge colour="turmeric">Best Seller</TintBadge>}
      {product.new && <TintBadge colour="teal">New</TintBadge>}
    </Group>
  );
}

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" size="lg" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

function ProductCards<T extends ProductRef>({ products, onEdit, onDelete }: ProductsTableProps<T>) {
  return (
    <Stack gap="sm">
      {products.map((ref) => {
        const product = getFragmentData(AdminProductRowFragment, ref);
        return (
          <Paper key={product.id} withBorder radius="md" p="sm" data-testid="admin-product-card">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Avatar src={product.imageUrl} alt="" radius="sm" size={52} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed" tt="capitalize">
                  {product.category} · {product.subcategory}
                </Text>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {formatRupees(product.price)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {product.sizes.length} {product.sizes.length === 1 ? 'size' : 'sizes'}
                  </Text>
                </Group>
                <Group gap="xs">
                  <StockLabel stock={product.stock} size="xs" />
                  <Group gap={2} wrap="nowrap">
                    <IconStarFilled size={12} color="var(--mantine-color-yellow-6)" aria-hidden />
                    <Text size="xs">
                      {product.rating.toFixed(1)} ({product.reviews})
                    </Text>
                  </Group>
                </Group>
                <StatusBadges product={product} />
              </Stack>
              <RowActions name={product.name} onEdit={() => onEdit(ref)} onDelete={() => onDelete(ref)} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function WideTable<T extends ProductRef>({ products, onEdit, onDelete }: ProductsTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Stock</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((ref) => {
            const product = getFragmentData(AdminProductRowFragment, ref);
            return (
              <Table.Tr key={product.id} data-testid="admin-product-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={product.imageUrl} alt="" radius="sm" size={44} />
                    <Stack gap={0}>
                      <Text fw={600} size="sm">
                        {product.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {product.id}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" tt="capitalize">
                    {product.category}
                  </Text>
                  <Text size="xs" c="dimmed" tt="capitalize">
                    {product.subcategory}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {formatRupees(product.price)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {product.sizes.length} {product.sizes.length === 1 ? 'size' : 'sizes'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StockLabel stock={product.stock} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
                    <Text size="sm">{product.rating.toFixed(1)}</Text>
                    <Text size="xs" c="dimmed">
                      ({product.reviews})
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <StatusBadges product={product} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={product.name} onEdit={() => onEdit(ref)} onDelete={() => onDelete(ref)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
