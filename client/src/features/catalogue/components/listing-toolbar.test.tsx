import { act, Profiler, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/config/theme';
import { fireEvent, render, screen } from '@/test/render';
import { cleared, type ListingState } from '../listing-params';
import { ListingSearch, ResultCount } from './listing-toolbar';

const at = (search: string): ListingState => ({ ...cleared(), search });

describe('listing search box', () => {
  it('hydrates in one commit: no state set in a layout effect, which would run every effect of the listing in the commit task', () => {
    const box = (children: ReactNode) => <MantineProvider theme={theme}>{children}</MantineProvider>;
    const searchBox = <ListingSearch id="listing-search" state={at('')} onChange={() => {}} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(box(searchBox));
    const commits: string[] = [];
    act(() => {
      hydrateRoot(
        container,
        box(
          <Profiler id="search" onRender={(_id, phase) => commits.push(phase)}>
            {searchBox}
          </Profiler>,
        ),
      );
    });
    expect(commits).toEqual(['mount']);
    expect(container.querySelector('#listing-search')).toHaveAccessibleName('Search products');
  });

  it('searches for what the shopper typed', () => {
    const onChange = vi.fn();
    render(<ListingSearch id="search" state={at('neem')} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveValue('neem');
    fireEvent.change(box, { target: { value: 'amla' } });
    fireEvent.submit(box.closest('form')!);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ search: 'amla' }));
  });

  it('shows the new search when it changes elsewhere, dropping a draft typed over the old one', () => {
    // Stands in for the page: the search lives in the address and Clear All resets it.
    function Page() {
      const [state, setState] = useState(at('neem'));
      return (
        <>
          <ListingSearch id="search" state={state} onChange={setState} />
          <button type="button" onClick={() => setState(at(''))}>
            Clear All
          </button>
        </>
      );
    }
    render(<Page />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'half-typed' } });
    expect(box).toHaveValue('half-typed');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(box).toHaveValue('');
  });
});

describe('result count', () => {
  it('says how many products show, and "1,000+" when a broad search stopped counting', () => {
    render(
      <>
        <ResultCount count={1} />
        <ResultCount count={1000} atLeast />
      </>,
    );
    expect(screen.getByText('Showing 1 product')).toBeInTheDocument();
    expect(screen.getByText('Showing 1,000+ products')).toBeInTheDocument();
  });
});
