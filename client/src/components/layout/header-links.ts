import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHOP_CATEGORIES } from '@common/catalogue';
import { paths } from '@/config/paths';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'All Products', to: paths.products.getHref(), end: true },
  ...SHOP_CATEGORIES.map((category) => ({ label: category.name, to: paths.category.getHref(category.key), end: false })),
];

/** Submits trimmed text to /products?search=…; empty text does nothing; the box is then cleared. */
export function useHeaderSearch(onDone?: () => void) {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box shows, not only what React has seen: words typed before the header hydrated
    // are in the box but not in `value`, and reading `value` dropped such a search on Enter.
    const form = event.currentTarget;
    const typed = new FormData(form).get('search');
    const text = (typeof typed === 'string' ? typed : value).trim();
    if (!text) return;
    void navigate(paths.products.getHref(text));
    // React clears only what it knows of: the box itself too, when `value` was already empty.
    const box = form.elements.namedItem('search');
    if (box instanceof HTMLInputElement) box.value = '';
    setValue('');
    onDone?.();
  }
  /** After a suggestion was opened: the box is cleared as after a search. */
  function done() {
    setValue('');
    onDone?.();
  }
  return { value, setValue, submit, done };
}
