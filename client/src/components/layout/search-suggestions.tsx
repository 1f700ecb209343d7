import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { graphql } from '@/gql';
import type { SearchSuggestionsQuery as SearchSuggestionsAnswer } from '@/gql/graphql';
import classes from './search-suggestions.module.css';

/** The products suggested for one search, as the server answered. */
type SuggestedProducts = SearchSuggestionsAnswer['suggestions']['items'];

const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($search: String!) {
    suggestions: products(filter: { search: $search }, limit: 5) {
      items {
        id
        name
        imageUrl
        priceMoney {
          formatted
        }
      }
    }
  }
`);

/** Suggestions wait for this many letters and for this pause in the typing. */
const MIN_LETTERS = 2;
const DEBOUNCE_MS = 200;

export interface SearchSuggestions {
  /** For the search input: the combobox role and keys (arrows move, Enter opens, Escape closes). */
  inputProps: {
    role: 'combobox';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-autocomplete': 'list';
    'aria-activedescendant': string | undefined;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
    onFocus: () => void;
    onBlur: () => void;
  };
  /** The list of suggested products under the input, or null while there is none to show. */
  list: ReactNode;
}

/**
 * A few products matching what is being typed in a header search, as links (the WAI-ARIA
 * combobox pattern): the same search as the listing, asked once the typing pauses. `onPick` runs
 * when the shopper opens one (to clear the box, close the menu). `inFlow`: the list takes its
 * place under the input (the phone menu) instead of floating over the page.
 *
 * Asked with `client.query` once the typing pauses, not through a query hook: a hook keeps a
 * query watching the cache from the moment the page hydrates (the header is on every page), part
 * of a phone's longest task of starting, for a box most visitors never type in.
 */
export function useSearchSuggestions(text: string, onPick: () => void, options: { inFlow?: boolean } = {}): SearchSuggestions {
  const listId = useId();
  const navigate = useNavigate();
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const asked = debounced.length >= MIN_LETTERS;
  const client = useApolloClient();
  const [answer, setAnswer] = useState<{ search: string; items: SuggestedProducts } | null>(null);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    // A suggestion is a convenience: a failed search shows none, and the form still searches.
    const answered = (items: SuggestedProducts) => current && setAnswer({ search: debounced, items });
    client.query({ query: SearchSuggestionsQuery, variables: { search: debounced } }).then(
      ({ data }) => answered(data?.suggestions.items ?? []),
      () => answered([]),
    );
    return () => {
      current = false;
    };
  }, [asked, debounced, client]);
  const items = asked && text.trim().length >= MIN_LETTERS && answer?.search === debounced ? answer.items : [];
  const expanded = open && items.length > 0;

  // New suggestions: none is chosen yet, and typing shows them again after Escape. Adjusted
  // while rendering (React's pattern for state that follows a value), not in an effect.
  const [shownFor, setShownFor] = useState(debounced);
  if (shownFor !== debounced) {
    setShownFor(debounced);
    setActive(-1);
    setOpen(true);
  }

  const pick = (id: string) => {
    setOpen(false);
    void navigate(paths.product.getHref(id));
    onPick();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      return;
    }
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Round the list and back to the input itself (-1), as a listbox does.
      setActive((index) => ((index + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < items.length) {
      // Enter on a chosen suggestion opens it; otherwise the form searches as before.
      event.preventDefault();
      pick(items[active].id);
    }
  };

  const list = expanded ? (
    // Pressing on the list must not blur the input first, or the list would close under the click.
    <ul
      id={listId}
      data-in-flow={options.inFlow || undefined}
      role="listbox"
      aria-label="Suggested products"
      className={classes.list}
      onMouseDown={(event) => event.preventDefault()}
    >
      {items.map((item, index) => (
        <li key={item.id} id={`${listId}-${index}`} role="option" aria-selected={index === active} className={classes.option}>
          <Link
            to={paths.product.getHref(item.id)}
            tabIndex={-1}
            className={classes.link}
            onClick={() => {
              setOpen(false);
              onPick();
            }}
          >
            <img src={item.imageUrl} alt="" width={36} height={36} className={classes.image} />
            <span className={classes.name}>{item.name}</span>
            <span className={classes.price}>{item.priceMoney.formatted}</span>
          </Link>
        </li>
      ))}
    </ul>
  ) : null;

  return {
    inputProps: {
      role: 'combobox',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined,
      onKeyDown,
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
    },
    list,
  };
}
