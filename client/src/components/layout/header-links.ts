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
    const text = value.trim();
    if (!text) return;
    void navigate(paths.products.getHref(text));
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
