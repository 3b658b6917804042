import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, it } from 'vitest';
import { pageOf, useUrlFilters } from './use-url-filters.ts';

// A list's filters in the URL: two filters set one after the other, before the page renders
// again, both hold (the router's own update read the last render's URL and lost the first).

function Filters() {
  const filters = useUrlFilters();
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="page">{filters.page}</output>
      <button
        type="button"
        onClick={() => {
          filters.set('from', '2026-01-01');
          filters.set('to', '2026-01-31');
        }}
      >
        dates
      </button>
      <button type="button" onClick={() => filters.set('mode', 'Colissimo')}>
        mode
      </button>
      <button type="button" onClick={() => filters.setPage(2)}>
        page 3
      </button>
      <button type="button" onClick={() => filters.set('from', undefined)}>
        no start
      </button>
      <button type="button" onClick={filters.clear}>
        clear
      </button>
    </>
  );
}

const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

it('keeps two filters set one after the other, and the page goes back to the first', () => {
  render(
    <MemoryRouter initialEntries={['/list?status=paid&page=4']}>
      <Filters />
    </MemoryRouter>,
  );
  expect(screen.getByTestId('page')).toHaveTextContent('3');
  act(() => fireEvent.click(screen.getByText('dates')));
  expect(Object.fromEntries(search())).toEqual({ status: 'paid', from: '2026-01-01', to: '2026-01-31' });
  fireEvent.click(screen.getByText('mode'));
  fireEvent.click(screen.getByText('page 3'));
  expect(Object.fromEntries(search())).toEqual({
    status: 'paid',
    from: '2026-01-01',
    to: '2026-01-31',
    mode: 'Colissimo',
    page: '3',
  });
  expect(screen.getByTestId('page')).toHaveTextContent('2');
  fireEvent.click(screen.getByText('no start'));
  expect(search().has('from')).toBe(false);
  expect(search().get('to')).toBe('2026-01-31');
  fireEvent.click(screen.getByText('clear'));
  expect(search().toString()).toBe('');
});

it('reads the page from the URL, counted from 0', () => {
  expect(pageOf(new URLSearchParams('page=2'))).toBe(1);
  expect(pageOf(new URLSearchParams('page=x'))).toBe(0);
  expect(pageOf(new URLSearchParams(''))).toBe(0);
  expect(pageOf(new URLSearchParams('page=999999'))).toBe(49_999);
});
