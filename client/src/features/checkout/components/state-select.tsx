import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { closestIndianStates, INDIAN_STATES } from '@common/shipping-form';

/** The state list's search: what contains the text first, then near misses ("Karnatka"). */
const filterStates: OptionsFilter = ({ options, search }) => {
  const wanted = closestIndianStates(search);
  const items = options as ComboboxItem[];
  return wanted.flatMap((state) => items.filter((item) => item.value === state));
};

export interface StateSelectProps {
  label: string;
  value: string | null;
  onChange: (state: string | null) => void;
  error?: string;
  autoComplete: string;
}

/**
 * India's states and union territories as a searchable list. Its own chunk (with Mantine's
 * combobox, popover and scroll area, most of the checkout's code): the shipping form's first task
 * on a phone does not evaluate it (shipping-form.tsx).
 */
export function StateSelect({ label, value, onChange, error, autoComplete }: StateSelectProps) {
  return (
    <Select
      id="shipping-state"
      // The chosen state travels with the form's data, as a text box's value would.
      name="state"
      label={label}
      placeholder="Type to search"
      required
      searchable
      autoSelectOnBlur
      selectFirstOptionOnChange
      data={INDIAN_STATES}
      filter={filterStates}
      nothingFoundMessage="No state or union territory by that name"
      value={value}
      onChange={onChange}
      error={error}
      autoComplete={autoComplete}
      comboboxProps={{ withinPortal: false }}
      size="md"
    />
  );
}
