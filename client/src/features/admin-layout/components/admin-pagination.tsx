import { Pagination } from '@mantine/core';

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
