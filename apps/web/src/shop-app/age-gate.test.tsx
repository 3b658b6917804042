import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { writeCookie } from '../lib/cookies.ts';
import { AgeGate } from './age-gate.tsx';
import { MemoryRouter } from './router.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  writeCookie('isOver18', '', 0);
});

const gate = (path: string, signedIn = false) => (
  <MemoryRouter initialEntries={[path]}>
    <AgeGate signedIn={signedIn} />
  </MemoryRouter>
);

it('is in the page the server writes, open, its answers two forms that keep the page and its query', () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(gate('/domaine-demo?page=coffrets&color=red&age=oui'));
  const dialog = host.querySelector('dialog')!;
  expect(dialog.hasAttribute('open')).toBe(true);
  expect(dialog.textContent).toContain('Avez-vous plus de 18 ans');
  const [no, yes] = [...dialog.querySelectorAll('form')];
  // 'Non' asks the auth route, which says why (spec §4).
  expect(no!.getAttribute('action')).toBe('/auth');
  expect(no!.querySelector('button')!.getAttribute('name')).toBe('age');
  expect(no!.querySelector('button')!.getAttribute('value')).toBe('refused');
  // 'Oui' asks the same page again, its query kept but a previous answer, with age=confirmed.
  expect(yes!.hasAttribute('action')).toBe(false);
  const kept = [...yes!.querySelectorAll('input[type="hidden"]')].map(
    (input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`,
  );
  expect(kept).toEqual(['page=coffrets', 'color=red']);
  expect(yes!.querySelector('button')!.getAttribute('value')).toBe('confirmed');
});

it('once hydrated, turns modal with the focus on "Oui", and "Oui" sets the cookie without a request', async () => {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (
    this: HTMLDialogElement,
  ) {
    this.setAttribute('open', '');
  });
  render(gate('/domaine-demo'));
  expect(showModal).toHaveBeenCalledTimes(1);
  const yes = screen.getByRole('button', { name: "Oui, j'ai plus de 18 ans" });
  expect(yes).toHaveFocus();
  await userEvent.click(yes);
  expect(document.cookie).toContain('isOver18=true');
  expect(screen.queryByTestId('age-gate')).toBeNull();
});

it('asks no signed-in user', () => {
  render(gate('/domaine-demo', true));
  expect(screen.queryByTestId('age-gate')).toBeNull();
});
