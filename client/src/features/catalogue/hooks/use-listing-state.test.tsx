import { act } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@/test/render';
import { withCategory, withTypeToggled } from '../listing-params';
import { useListingState } from './use-listing-state';

let goFromHarness: ReturnType<typeof useListingState>['go'] = () => undefined;

function Harness() {
  goFromHarness = useListingState().go;
  return null;
}

describe('useListingState', () => {
  it('a filter chosen before the previous choice has rendered builds on that choice', () => {
    render(<Harness />, { route: '/products', path: '/products', extraRoutes: <Route path="/products/:category" element={<Harness />} /> });
    // Skin Care, then Soap at once: the second click lands on the page still showing All.
    act(() => {
      goFromHarness((current) => withCategory(current, 'skin'));
      goFromHarness((current) => withTypeToggled(current, 'soap'));
    });
    expect(screen.getByTestId('location').textContent).toBe('/products/skin?type=soap');
  });
});
