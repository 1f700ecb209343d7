import { Group, Paper, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { AdminListFooter } from './admin-pagination';
import { EmptyState, LoadError, TableSkeleton } from './query-states';

export const ADMIN_PAGE_SIZE = 20;

/**
 * An admin list's place, kept in the URL so a reload or Back keeps it: the settled search (`q`),
 * the page, and whatever filters the list adds. Typing updates the box at once and the URL once
 * the admin pauses, from the change handler itself: no effect has to notice the typing. The text
 * being typed lives in the search box alone (ListSearchBox), so a key re-renders the box and not
 * the page's table, which on a slow phone made each key of an order search a 200 ms tap.
 */
export function useAdminListParams() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Sets or (for null) drops each key; any change but a page turn starts again from page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>, keepPage = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!keepPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const settleSearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 250);
  // A search settling once the admin is on the way elsewhere (a row's link, while its page's code
  // loads) would be a newer navigation and take them back to the list: it is dropped instead. A
  // click on a link drops it at once: the router's pending state reaches this component in a
  // transition, which on a busy machine can render after the search's timer has fired.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useEffect(() => {
    if (leaving) settleSearch.cancel();
  }, [leaving, settleSearch]);
  useEffect(() => {
    const dropOnLinkClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) settleSearch.cancel();
    };
    document.addEventListener('click', dropOnLinkClick, true);
    return () => document.removeEventListener('click', dropOnLinkClick, true);
  }, [settleSearch]);

  return {
    params,
    update,
    query,
    /** Puts the typed search in the URL once the admin pauses. */
    settleSearch,
    page,
    /** The query variables for this page. */
    paging: { offset: (page - 1) * ADMIN_PAGE_SIZE, limit: ADMIN_PAGE_SIZE },
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }, true),
  };
}

interface AdminListProps {
  /** Where the admin is in the list: from useAdminListParams. */
  list: Pick<ReturnType<typeof useAdminListParams>, 'query' | 'settleSearch' | 'page' | 'setPage'>;
  /** The list query's state, as useQuery returns it. */
  query: { loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  /**
   * This page's rows and the count of all, or undefined before the first answer. A search's count
   * may stop at a cap (`totalCountCapped`): then it is shown as "at least".
   */
  result: { items: readonly unknown[]; totalCount: number; totalCountCapped?: boolean } | undefined;
  /** The search box's hint: what it searches by. */
  searchPlaceholder: string;
  /** More controls beside the search box (a status filter, say). */
  filters?: ReactNode;
  /** Singular and plural, for the loading, error and count texts: ['order', 'orders']. */
  noun: readonly [string, string];
  emptyText: string;
  /** The table, shown once there are rows. */
  children: ReactNode;
}

/** The frame every admin list shares: search and filters, then the table or its loading, error or empty state, then the count and pages. */
export function AdminList({ list, query, result, searchPlaceholder, filters, noun, emptyText, children }: AdminListProps) {
  let body: ReactNode;
  if (query.error && !result) body = <LoadError error={query.error} onRetry={() => void query.refetch()} what={noun[1]} />;
  else if (!result) body = <TableSkeleton label={`Loading ${noun[1]}`} />;
  else if (result.items.length === 0) body = <EmptyState message={emptyText} />;
  else body = children;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      <Group align="flex-end" gap="sm" mb="md">
        <ListSearchBox label={`Search ${noun[1]}`} placeholder={searchPlaceholder} initialText={list.query} onType={list.settleSearch} />
        {filters}
      </Group>
      {body}
      {result && result.totalCount > 0 && (
        <AdminListFooter
          total={result.totalCount}
          atLeast={result.totalCountCapped ?? false}
          noun={noun}
          loading={query.loading}
          page={list.page}
          pages={Math.max(1, Math.ceil(result.totalCount / ADMIN_PAGE_SIZE))}
          onPageChange={list.setPage}
        />
      )}
    </Paper>
  );
}

/**
 * The list's search box: shows each key at once, and hands the text on to settle in the URL. It
 * starts from the URL's search and then owns its text. A settled search replaces the history
 * entry, so Back leaves the list instead of stepping through searches, and the URL's `q` changes
 * under a mounted box only by the box's own typing.
 */
function ListSearchBox({
  label,
  placeholder,
  initialText,
  onType,
}: {
  label: string;
  placeholder: string;
  initialText: string;
  onType: (text: string) => void;
}) {
  const [text, setText] = useState(initialText);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onType(event.currentTarget.value);
      }}
      style={{ flex: '1 1 240px' }}
      maw={420}
    />
  );
}
