import { useEffect, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { PRODUCT_SORTS } from '../../../../../common/catalogue';
import { activeFilterChips, cleared, SORT_LABELS, withSearch, withSort, type ListingState } from '../listing-params';

export function ListingSearch({ state, onChange, id }: { state: ListingState; onChange(next: ListingState): void; id: string }) {
  const [text, setText] = useState(state.search);
  useEffect(() => setText(state.search), [state.search]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(withSearch(state, text));
  }
  return (
    <form onSubmit={submit} role="search" style={{ flex: 1, minWidth: 200 }}>
      <TextInput
        id={id}
        aria-label="Search products"
        placeholder="Search oils, shampoos, soaps…"
        type="search"
        radius="xl"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
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

export function SortSelect({ state, onChange, id }: { state: ListingState; onChange(next: ListingState): void; id: string }) {
  return (
    <NativeSelect
      id={id}
      label="Sort by"
      value={state.sort ?? ''}
      onChange={(event) => onChange(withSort(state, event.currentTarget.value))}
      data={[{ value: '', label: 'Featured' }, ...PRODUCT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))]}
      radius="xl"
      w={{ base: '100%', sm: 220 }}
    />
  );
}

/** The active filters as removable chips, with Clear All. */
export function ActiveFilterChips({ state, onChange }: { state: ListingState; onChange(next: ListingState): void }) {
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

export function ResultCount({ count }: { count: number }) {
  return (
    <Text c="dimmed" fz="sm" aria-live="polite">
      Showing {count} {count === 1 ? 'product' : 'products'}
    </Text>
  );
}
