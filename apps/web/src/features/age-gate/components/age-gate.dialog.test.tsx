import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { AgeGateDialog } from './age-gate.dialog.tsx';

afterEach(() => vi.restoreAllMocks());

const gate = (path = '/domaine-demo') => (
  <MemoryRouter initialEntries={[path]}>
    <AgeGateDialog />
  </MemoryRouter>
);

it('renders nothing on the server: what the page holds (cookie, server gate) is read after rendering', () => {
  expect(renderToString(gate())).toBe('');
});

it("opens for a visitor without the cookie, once rendered, on a shop's page and not on an e-label", async () => {
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const shop = render(gate());
  expect(await screen.findByTestId('age-gate')).toBeInTheDocument();
  shop.unmount();
  const elabel = render(gate('/gs1/01/3760123450010'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(screen.queryByTestId('age-gate')).toBeNull();
  elabel.unmount();
});
