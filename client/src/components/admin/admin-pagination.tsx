import { Group, Pagination, Text } from '@mantine/core';

/** Mantine's pagination with names for every control, which its arrow buttons lack by default. */
export function AdminPagination({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      size="sm"
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({
        'aria-label': { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' }[control],
      })}
    />
  );
}

/**
 * The foot of an admin list: how many there are ("12 orders", "1,000+ orders" when a search's count
 * stopped at its cap, "Loading…" while a page loads) and, when they take more than one page, the
 * pagination.
 */
export function AdminListFooter({
  total,
  atLeast = false,
  noun,
  loading,
  page,
  pages,
  onPageChange,
}: {
  total: number;
  /** The count stopped at a cap: there are at least `total`. */
  atLeast?: boolean;
  /** Singular and plural: ['order', 'orders']. */
  noun: readonly [string, string];
  loading: boolean;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {loading ? 'Loading…' : atLeast ? `${total.toLocaleString('en-IN')}+ ${noun[1]}` : `${total} ${total === 1 ? noun[0] : noun[1]}`}
      </Text>
      {pages > 1 && <AdminPagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} />}
    </Group>
  );
}
