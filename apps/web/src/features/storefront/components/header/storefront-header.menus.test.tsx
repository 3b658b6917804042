import type { PublicShop } from '@cuvee/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../../shop-app/router.tsx';
import { AccountButton } from './storefront-header.account-menu.tsx';
import { MobileSidebar } from './storefront-header.mobile-sidebar.tsx';

const shop = { name: 'Domaine Démo', code: 'DEMO2026', urlShop: 'domaine-demo' } as unknown as PublicShop;
const tabs = [
  {
    id: 'wines',
    label: 'Nos vins',
    to: '/domaine-demo?page=nos-vins',
    current: false,
    children: [{ id: 'reds', label: 'Rouges', to: '/domaine-demo?page=rouges', current: true, children: [] }],
  },
];

afterEach(() => vi.restoreAllMocks());

it('the account menu opens from its button, and Escape closes it with the focus back on the button', async () => {
  const user = userEvent.setup();
  const { unmount } = render(
    <MemoryRouter>
      <AccountButton initial="C" dashboard="/dashboard" />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Mon compte' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  screen.getByRole('link', { name: 'Tableau de bord' }).focus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Tableau de bord' })).toBeNull();
  expect(button).toHaveFocus();
  unmount();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <MemoryRouter>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir le menu
      </button>
      <MobileSidebar
        open={open}
        onClose={() => setOpen(false)}
        shop={shop}
        tabs={tabs}
        dashboard="/dashboard"
        signedIn={false}
      />
    </MemoryRouter>
  );
}

it("the sidebar is a modal dialog named by the shop: the tabs, the sign-in with the shop's code, a close button", async () => {
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = vi.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  });
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(showModal);
  vi.spyOn(HTMLDialogElement.prototype, 'close').mockImplementation(close);
  const user = userEvent.setup();
  const { unmount } = render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Ouvrir le menu' });
  await user.click(opener);
  expect(showModal).toHaveBeenCalledTimes(1);
  const dialog = screen.getByRole('dialog', { name: 'Domaine Démo' });
  expect(screen.getByRole('link', { name: 'Rouges' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/auth/login?id=DEMO2026',
  );
  await user.click(screen.getByRole('button', { name: 'Fermer le menu' }));
  expect(close).toHaveBeenCalled();
  expect(dialog).not.toHaveAttribute('open');
  expect(opener).toHaveFocus();
  // The browser's Escape: a 'close' event on the dialog, which the sidebar reports.
  await user.click(opener);
  act(() => {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  });
  expect(close).toHaveBeenCalledTimes(1);
  unmount();
});
