import { ActionIcon, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { adminStockLabel, LOW_STOCK_BELOW } from '@common/low-stock';
import { productImageAtWidth } from '@common/product-images';
import { type FragmentType, getFragmentData, graphql } from '@/gql';
import { ResponsiveTable, type TableColumn } from '@/components/admin/responsive-table';
import { TwoLines } from '@/components/admin/table-cells';
import { TintBadge } from '@/components/ui/tint-badge';

// Each cell asks for what it shows; the row asks for its cells' fields in column order.
const ProductRatingFragment = graphql(`
  fragment AdminProductRating on Product {
    rating
    reviews
  }
`);

const ProductStatusBadgesFragment = graphql(`
  fragment AdminProductStatusBadges on Product {
    featured
    bestSeller
    isNew
  }
`);

export const AdminProductRowFragment = graphql(`
  fragment AdminProductRow on Product {
    imageUrl
    name
    id
    category {
      slug
    }
    subcategory
    priceMoney {
      formatted
    }
    sizes {
      label
    }
    stock
    ...AdminProductRating
    ...AdminProductStatusBadges
  }
`);

type ProductRef = FragmentType<typeof AdminProductRowFragment>;
const read = (ref: ProductRef) => getFragmentData(AdminProductRowFragment, ref);

interface ProductsTableProps<T extends ProductRef> {
  products: readonly T[];
  onEdit: (product: T) => void;
  onDelete: (product: T) => void;
}

/**
 * The stock cell: its label (common/low-stock.ts), with a warning icon when stock is low or gone. The icon
 * carries the colour; the text stays in the body colour, since orange text fails AA contrast.
 */
function StockLabel({ stock, size }: { stock: number; size: 'xs' | 'sm' }) {
  const warn = stock < LOW_STOCK_BELOW;
  return (
    <Group gap={4} wrap="nowrap">
      {warn && <IconAlertTriangle size={14} color={`var(--mantine-color-${stock <= 0 ? 'red' : 'orange'}-filled)`} aria-hidden />}
      <Text size={size} fw={warn ? 600 : 400} c={warn ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {adminStockLabel(stock)}
      </Text>
    </Group>
  );
}

const sizes = (count: number) => `${count} ${count === 1 ? 'size' : 'sizes'}`;

function Rating({ product }: { product: FragmentType<typeof ProductRatingFragment> }) {
  const { rating, reviews } = getFragmentData(ProductRatingFragment, product);
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <Text size="sm">{rating.toFixed(1)}</Text>
      <Text size="xs" c="dimmed">
        ({reviews})
      </Text>
    </Group>
  );
}

/**
 * The admin catalogue: a table from tablet width up, and on phones a
 * list of cards, so edit and delete never sit off-screen behind a sideways scroll.
 */
export function ProductsTable<T extends ProductRef>({ products, onEdit, onDelete }: ProductsTableProps<T>) {
  const actions = (ref: T) => {
    const { name } = read(ref);
    return <RowActions name={name} onEdit={() => onEdit(ref)} onDelete={() => onDelete(ref)} />;
  };
  const columns: TableColumn<T>[] = [
    {
      key: 'product',
      header: 'Product',
      cell: (ref) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={productImageAtWidth(read(ref).imageUrl, 88)} alt="" radius="sm" size={44} />
          <TwoLines primary={read(ref).name} secondary={read(ref).id} />
        </Group>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      cell: (ref) => <TwoLines capitalize primary={read(ref).category.slug} secondary={read(ref).subcategory} />,
    },
    {
      key: 'price',
      header: 'Price',
      cell: (ref) => <TwoLines primary={read(ref).priceMoney.formatted} secondary={sizes(read(ref).sizes.length)} />,
    },
    { key: 'stock', header: 'Stock', cell: (ref) => <StockLabel stock={read(ref).stock} size="sm" /> },
    { key: 'rating', header: 'Rating', cell: (ref) => <Rating product={read(ref)} /> },
    { key: 'status', header: 'Status', cell: (ref) => <StatusBadges product={read(ref)} /> },
    { key: 'actions', header: 'Actions', numeric: true, cell: actions },
  ];

  return (
    <ResponsiveTable
      rows={products}
      rowKey={(ref) => read(ref).id}
      columns={columns}
      minWidth={860}
      testId="admin-product"
      card={(ref) => {
        const product = read(ref);
        return (
          <Group wrap="nowrap" align="flex-start" gap="sm">
            <Avatar src={productImageAtWidth(product.imageUrl, 104)} alt="" radius="sm" size={52} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <TwoLines primary={product.name} secondary={`${product.category.slug} · ${product.subcategory}`} />
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {product.priceMoney.formatted}
                </Text>
                <Text size="xs" c="dimmed">
                  {sizes(product.sizes.length)}
                </Text>
              </Group>
              <Group gap="xs">
                <StockLabel stock={product.stock} size="xs" />
                <Rating product={product} />
              </Group>
              <StatusBadges product={product} />
            </Stack>
            {actions(ref)}
          </Group>
        );
      }}
    />
  );
}

function StatusBadges({ product: ref }: { product: FragmentType<typeof ProductStatusBadgesFragment> }) {
  const product = getFragmentData(ProductStatusBadgesFragment, ref);
  return (
    <Group gap={4}>
      {product.featured && <TintBadge colour="grape">Featured</TintBadge>}
      {product.bestSeller && <TintBadge colour="turmeric">Best Seller</TintBadge>}
      {product.isNew && <TintBadge colour="teal">New</TintBadge>}
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
