import { memo, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { SHOP_CATEGORIES } from '@common/catalogue';
import { concernsForCategory, isConcernKey } from '@common/concerns';
import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE } from '@common/price-filter';
import { formatRupees } from '@common/money';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import {
  capitalise,
  cleared,
  listingHref,
  withCategory,
  withConcern,
  withPriceRange,
  withTypeToggled,
  type ListingChange,
  type ListingState,
} from '../listing-params';
import { useChoiceShownAtOnce } from '../hooks/use-choice-shown-at-once';

export const ListingFiltersFragment = graphql(`
  fragment ListingFilters_category on Category {
    id
    name
    subcategories
  }
`);

/** The category choices of the filter panel. */
export const CATEGORY_OPTIONS = [
  { value: '', label: 'All' },
  ...SHOP_CATEGORIES.map((category) => ({ value: category.key, label: category.name })),
];

export interface ListingFiltersProps {
  state: ListingState;
  categories: ReadonlyArray<FragmentType<typeof ListingFiltersFragment>>;
  onChange: (change: ListingChange) => void;
  /** Distinguishes ids when the panel is rendered twice (sidebar and drawer). */
  idPrefix: string;
}

/**
 * One collator for every sort: `localeCompare` sets one up on each call, and sorting the product
 * types that way was ~30 ms of a filter tap's render on a phone at 4x.
 */
const byName = new Intl.Collator().compare;

/** Product types of the current category; for All, every category's. */
export function productTypes(
  categories: ReadonlyArray<{ id: string; subcategories: readonly string[] }>,
  category: string | null,
): string[] {
  const source = category ? categories.filter((item) => item.id === category) : categories;
  return [...new Set(source.flatMap((item) => item.subcategories))].sort(byName);
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

/** Why a typed price range was refused (parsePriceRange's rule), in the shopper's words. */
export function priceRangeProblem(minText: string, maxText: string): string {
  const min = minText.trim() === '' ? DEFAULT_MIN_PRICE : Number(minText);
  const max = maxText.trim() === '' ? DEFAULT_MAX_PRICE : Number(maxText);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < 0) return 'Enter prices as whole rupees, e.g. 200.';
  if (maxText.trim() === '') return `Min must not be more than Max (${formatRupees(DEFAULT_MAX_PRICE)} when left empty).`;
  return 'Min must not be more than Max.';
}

/**
 * Category radio group, Product Type checkboxes, the Concern list, price range with Apply, Clear All Filters. The
 * tapped choice shows at once (hooks/use-choice-shown-at-once.ts). Memoised: when a filter's
 * results arrive the listing renders again, and the panel, unchanged, need not.
 */
export const ListingFilters = memo(function ListingFilters({
  state: urlState,
  categories: categoryRefs,
  onChange: changeUrl,
  idPrefix,
}: ListingFiltersProps) {
  const [state, onChange] = useChoiceShownAtOnce(urlState, changeUrl);
  const categories = getFragmentData(ListingFiltersFragment, categoryRefs);
  // The types offered follow the URL, with the results: a tap's own render changes only the marks
  // (mounting another category's checkboxes in it made Clear's first paint ~2x slower).
  const types = useMemo(() => productTypes(categories, urlState.category), [categories, urlState.category]);
  const concerns = concernsForCategory(urlState.category);
  return (
    <Stack gap="xl">
      <Radio.Group
        label="Category"
        value={state.category ?? ''}
        onChange={(value) => onChange((current) => withCategory(current, value || null))}
        labelProps={{ fw: 600, mb: 'xs' }}
      >
        <Stack gap="sm">
          {CATEGORY_OPTIONS.map((option) => (
            <Radio
              key={option.value || 'all'}
              value={option.value}
              label={option.label}
              id={`${idPrefix}-category-${option.value || 'all'}`}
            />
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
                onChange={() => onChange((current) => withTypeToggled(current, type))}
              />
            ))}
          </Stack>
        </FilterGroup>
      )}

      {concerns.length > 0 && (
        // One native list, not a checkbox a concern: one concern at a time, and twelve Mantine
        // checkboxes mounted with the drawer more than doubled its opening tap at 4x CPU.
        <NativeSelect
          id={`${idPrefix}-concern`}
          label="Concern"
          value={state.concern ?? ''}
          onChange={(event) => {
            const concern = event.currentTarget.value;
            onChange((current) => withConcern(current, isConcernKey(concern) ? concern : null));
          }}
          data={[{ value: '', label: 'Any concern' }, ...concerns.map((concern) => ({ value: concern.key, label: concern.label }))]}
          radius="md"
        />
      )}

      <PriceRange state={urlState} onChange={onChange} idPrefix={idPrefix} />

      <Button variant="default" onClick={() => onChange(cleared())}>
        Clear All Filters
      </Button>
    </Stack>
  );
});

/**
 * Min and Max with Apply, one shared message; typing in either clears it. Memoised apart from the
 * marks above it: a category or type tap re-renders only those in its own render.
 */
const PriceRange = memo(function PriceRange({
  state,
  onChange,
  idPrefix,
}: {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  idPrefix: string;
}) {
  const [minText, setMinText] = useState(state.min != null ? String(state.min) : '');
  const [maxText, setMaxText] = useState(state.max != null ? String(state.max) : '');
  const [priceError, setPriceError] = useState<string | null>(null);

  // The URL is the truth: Back, chips and Clear All reset the typed range (adjusted while
  // rendering, as React recommends, rather than in an effect that renders twice).
  const [rangeInUrl, setRangeInUrl] = useState({ min: state.min, max: state.max });
  if (rangeInUrl.min !== state.min || rangeInUrl.max !== state.max) {
    setRangeInUrl({ min: state.min, max: state.max });
    setMinText(state.min != null ? String(state.min) : '');
    setMaxText(state.max != null ? String(state.max) : '');
    setPriceError(null);
  }

  function applyPrice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (withPriceRange(state, minText, maxText)) {
      setPriceError(null);
      onChange((current) => withPriceRange(current, minText, maxText) ?? current);
      return;
    }
    // Refused, and the shopper is told why: nothing changing looked like a broken button.
    setPriceError(priceRangeProblem(minText, maxText));
  }

  const priceInput = (key: 'min' | 'max', label: string, placeholder: string, value: string, setValue: (text: string) => void) => (
    <TextInput
      id={`${idPrefix}-${key}`}
      name={key}
      label={label}
      placeholder={placeholder}
      inputMode="decimal"
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setPriceError(null);
      }}
      leftSection="₹"
      error={Boolean(priceError)}
      aria-describedby={priceError ? `${idPrefix}-price-error` : undefined}
    />
  );

  // Before the scripts start the price form is a plain GET to this listing with its other filters.
  const [priceAction, priceQuery] = listingHref({ ...state, min: null, max: null }).split('?');
  const kept = [...new URLSearchParams(priceQuery ?? '')];

  return (
    <FilterGroup legend="Price Range">
      <form action={priceAction} method="get" onSubmit={applyPrice} noValidate>
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Stack gap="xs">
          <Group gap="xs" grow wrap="nowrap">
            {priceInput('min', 'Min', '0', minText, setMinText)}
            {priceInput('max', 'Max', '1000', maxText, setMaxText)}
          </Group>
          {priceError && (
            <Text id={`${idPrefix}-price-error`} role="alert" c="var(--mantine-color-error)" fz="sm">
              {priceError}
            </Text>
          )}
          <Button type="submit" color="leaf" fullWidth>
            Apply
          </Button>
        </Stack>
      </form>
    </FilterGroup>
  );
});
