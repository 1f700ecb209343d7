import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Input, NativeSelect, Text } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { PRODUCT_SORTS } from '@common/catalogue';
import {
  activeFilterChips,
  cleared,
  listingHref,
  SORT_LABELS,
  withSearch,
  withSort,
  type ListingChange,
  type ListingState,
} from '../listing-params';
import { useChoiceShownAtOnce } from '../hooks/use-choice-shown-at-once';
import { groupIndianDigits } from '@common/money';

export function ListingSearch({ state, onChange, id }: { state: ListingState; onChange: (change: ListingChange) => void; id: string }) {
  // What the shopper types is a draft over the search in the address: when that search changes
  // elsewhere (a chip removed, Clear All, the back button) a draft typed over the old one is dropped.
  const [draft, setDraft] = useState({ over: state.search, text: state.search });
  const text = draft.over === state.search ? draft.text : state.search;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(withSearch(state, text));
  }
  // Before the scripts start the form is a plain GET to this listing, keeping its other filters.
  const [action, query] = listingHref(withSearch(state, '')).split('?');
  const kept = [...new URLSearchParams(query ?? '')];
  return (
    <form action={action} method="get" onSubmit={submit} role="search" style={{ flex: 1, minWidth: 200 }}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Mantine's Input without TextInput's wrapper: it has no visible label to wrap, and the
          wrapper's generated id is set in a layout effect, which while the listing hydrates makes
          React run every effect of the page inside the one task that commits it (decision 22). */}
      <Input
        id={id}
        name="search"
        aria-label="Search products"
        placeholder="Search oils, shampoos, soaps…"
        type="search"
        radius="xl"
        value={text}
        onChange={(event) => setDraft({ over: state.search, text: event.currentTarget.value })}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <ActionIcon type="submit" variant="subtle" radius="xl" aria-label="Search">
            <IconSearch size={16} />
          </ActionIcon>
        }
      />
    </form>
  );
}

/** The sort choice; the chosen one shows at once (hooks/use-choice-shown-at-once.ts). */
export function SortSelect({
  state: urlState,
  onChange: changeUrl,
  id,
}: {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  id: string;
}) {
  const [state, onChange] = useChoiceShownAtOnce(urlState, changeUrl);
  return (
    <NativeSelect
      id={id}
      label="Sort by"
      value={state.sort ?? ''}
      onChange={(event) => {
        const sort = event.currentTarget.value;
        onChange((current) => withSort(current, sort));
      }}
      data={[{ value: '', label: 'Featured' }, ...PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))]}
      radius="xl"
      w={{ base: '100%', sm: 220 }}
    />
  );
}

/** The active filters as removable chips, with Clear All. */
export function ActiveFilterChips({ state, onChange }: { state: ListingState; onChange: (change: ListingChange) => void }) {
  const chips = activeFilterChips(state);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          size="compact-sm"
          radius="xl"
          rightSection={<IconX size={14} aria-hidden />}
          onClick={() => onChange(chip.without)}
          aria-label={`Remove filter ${chip.label}`}
        >
          {chip.label}
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(cleared())}>
        Clear All
      </Button>
    </Group>
  );
}

/** "Showing 12 products"; a broad search counts only so far (the server's cap) and says "1,000+". */
export function ResultCount({ count, atLeast = false }: { count: number; atLeast?: boolean }) {
  return (
    <Text c="dimmed" fz="sm" aria-live="polite">
      Showing {atLeast ? `${groupIndianDigits(String(count))}+` : count} {count === 1 && !atLeast ? 'product' : 'products'}
    </Text>
  );
}
