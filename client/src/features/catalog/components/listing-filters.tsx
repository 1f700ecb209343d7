import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { capitalise, cleared, withCategory, withPriceRange, withTypeToggled, type ListingState } from '../listing-params';

export const ListingFiltersFragment = graphql(`
  fragment ListingFilters_category on Category {
    id
    name
    subcategories
  }
`);

/** The category choices of the spec's filter panel. */
export const CATEGORY_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'hair', label: 'Hair Care' },
  { value: 'skin', label: 'Skin Care' },
] as const;

export interface ListingFiltersProps {
  state: ListingState;
  categories: ReadonlyArray<FragmentType<typeof ListingFiltersFragment>>;
  onChange(next: ListingState): void;
  /** Distinguishes ids when the panel is rendered twice (sidebar and drawer). */
  idPrefix: string;
}

/** Product types of the current category; for All, every category's. */
export function productTypes(categories: ReadonlyArray<{ id: string; subcategories: readonly string[] }>, category: string | null): string[] {
  const source = category ? categories.filter((item) => item.id === category) : categories;
  return [...new Set(source.flatMap((item) => item.subcategories))].sort((a, b) => a.localeCompare(b));
}

function FilterGroup({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} fz="sm" mb="xs" p={0}>
        {legend}
      </Text>
      {children}
    </Box>
  );
}

/** Category radio group, Product Type checkboxes, price range with Apply, Clear All Filters. */
export function ListingFilters({ state, categories: categoryRefs, onChange, idPrefix }: ListingFiltersProps) {
  const categories = getFragmentData(ListingFiltersFragment, categoryRefs);
  const types = productTypes(categories, state.category);
  const [minText, setMinText] = useState(state.min != null ? String(state.min) : '');
  const [maxText, setMaxText] = useState(state.max != null ? String(state.max) : '');

  // The URL is the truth: Back, chips and Clear All reset the typed range.
  useEffect(() => {
    setMinText(state.min != null ? String(state.min) : '');
    setMaxText(state.max != null ? String(state.max) : '');
  }, [state.min, state.max]);

  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = withPriceRange(state, minText, maxText);
    if (next) onChange(next);
  }

  return (
    <Stack gap="xl">
      <Radio.Group
        label="Category"
        value={state.category ?? ''}
        onChange={(value) => onChange(withCategory(state, value || null))}
        labelProps={{ fw: 600, mb: 'xs' }}
      >
        <Stack gap="sm">
          {CATEGORY_OPTIONS.map((option) => (
            <Radio key={option.value || 'all'} value={option.value} label={option.label} id={`${idPrefix}-category-${option.value || 'all'}`} />
          ))}
        </Stack>
      </Radio.Group>

      {types.length > 0 && (
        <FilterGroup legend="Product Type">
          <Stack gap="sm">
            {types.map((type) => (
              <Checkbox
                key={type}
                id={`${idPrefix}-type-${type.replace(/\s+/g, '-')}`}
                label={capitalise(type)}
                checked={state.type === type}
                onChange={() => onChange(withTypeToggled(state, type))}
              />
            ))}
          </Stack>
        </FilterGroup>
      )}

      <FilterGroup legend="Price Range">
        <form onSubmit={applyPrice} noValidate>
          <Stack gap="xs">
            <Group gap="xs" grow wrap="nowrap">
              <TextInput
                id={`${idPrefix}-min`}
                label="Min"
                placeholder="0"
                inputMode="decimal"
                value={minText}
                onChange={(event) => setMinText(event.currentTarget.value)}
                leftSection="₹"
              />
              <TextInput
                id={`${idPrefix}-max`}
                label="Max"
                placeholder="1000"
                inputMode="decimal"
                value={maxText}
                onChange={(event) => setMaxText(event.currentTarget.value)}
                leftSection="₹"
              />
            </Group>
            <Button type="submit" variant="light" fullWidth>
              Apply
            </Button>
          </Stack>
        </form>
      </FilterGroup>

      <Button variant="default" onClick={() => onChange(cleared())}>
        Clear All Filters
      </Button>
    </Stack>
  );
}
