import { memo, startTransition, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { closestIndianStates, INDIAN_STATES } from '@common/shipping-form';
import { afterNextPaint } from '@/lib/after-next-paint';

/** The state list's search: what contains the text first, then near misses ("Karnatka"). */
const filterStates: OptionsFilter = ({ options, search }) => {
  // No text (or the chosen state's name, for which Mantine passes none): the list as given below.
  if (!search.trim()) return options;
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
 * on a phone does not evaluate it (shipping-form.tsx). Memoised: the list is the heaviest part of
 * the form to render, and a keystroke in another field changes none of its props.
 */
export const StateSelect = memo(function StateSelect({ label, value, onChange, error, autoComplete }: StateSelectProps) {
  // Mantine lists every option, unfiltered, while the text equals the chosen state's name (a
  // state filled in from the PIN code, typed over after Tab selected it), and the first option,
  // which Tab and Enter take, was Andaman and Nicobar Islands. The chosen state leads the list, so
  // retyping it keeps it; any other text is ordered by filterStates.
  const data = useMemo(() => (value ? [value, ...INDIAN_STATES.filter((state) => state !== value)] : INDIAN_STATES), [value]);
  const [input, listKept] = useListKeptOnceFormInUse();
  return (
    <Select
      ref={input}
      id="shipping-state"
      // The chosen state travels with the form's data, as a text box's value would.
      name="state"
      label={label}
      placeholder="Type to search"
      required
      searchable
      autoSelectOnBlur
      selectFirstOptionOnChange
      // Tab away from a state retyped as it was takes the highlighted option, which is the chosen
      // one: by default that click deselected it and left the state empty.
      allowDeselect={false}
      data={data}
      filter={filterStates}
      nothingFoundMessage="No state or union territory by that name"
      value={value}
      onChange={onChange}
      error={error}
      autoComplete={autoComplete}
      comboboxProps={{ withinPortal: false, keepMounted: listKept }}
      size="md"
    />
  );
});

/**
 * Whether the closed list stays in the page, hidden; and the ref for the list's text box, whose
 * form it watches. autoSelectOnBlur keeps the list there, and mounting it (36 options rendered,
 * positioned and scrolled to) as the form hydrated was one of the checkout's longest tasks on a
 * phone. Mounted only on opening, the first tap on the field took 296 ms at 8x CPU against 192;
 * mounted once the page was idle, the page's load did that work after all (1.08-1.12x its
 * main-thread work). So it is mounted once the shopper starts on the form, after that touch's
 * frame and in a transition, well before they reach the state. Until then the list mounts when it
 * opens, which is whenever Tab can take an option from it (it opens on focus and on typing).
 */
function useListKeptOnceFormInUse(): [RefObject<HTMLInputElement | null>, boolean] {
  const input = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const keep = () => {
      stop();
      afterNextPaint(() => startTransition(() => setKept(true)));
    };
    const stop = () => {
      form.removeEventListener('focusin', keep);
      form.removeEventListener('pointerdown', keep);
    };
    form.addEventListener('focusin', keep);
    form.addEventListener('pointerdown', keep);
    return stop;
  }, []);
  return [input, kept];
}
