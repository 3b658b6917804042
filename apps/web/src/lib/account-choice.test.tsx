import type { MasterAccountSummary } from '@cuvee/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AccountChoice } from './account-choice.tsx';
import { accountDetail } from './account-chooser.ts';

// Issue 28, part 6 (decision 0169): 'Choisissez un compte' says which accounts a shop closed and
// does not let them be chosen.

const users: MasterAccountSummary['users'] = [
  {
    id: 'a',
    username: 'multi-domaine',
    email: 'd@x.fr',
    role: 'iam',
    shopName: 'Domaine Démo',
    state: 'suspended',
  },
  { id: 'b', username: 'multi-client', email: 'c@x.fr', role: 'buyer', shopName: null, state: 'active' },
  { id: 'c', username: 'multi-ancien', email: 'e@x.fr', role: 'iam', shopName: null, state: 'none' },
  {
    id: 'd',
    username: 'multi-agent',
    email: 'f@x.fr',
    role: 'agent',
    shopName: 'Maison Seconde',
    state: 'pending',
  },
];

it('shows why a collaborator account cannot be opened and keeps it out of reach', async () => {
  const onChange = vi.fn();
  render(
    <AccountChoice
      users={users}
      defaultValue="b"
      label="Compte"
      currentLabel="Compte actuel"
      detail={(u) => accountDetail(u, 'fr')}
      onChange={onChange}
    />,
  );
  expect(
    screen.getByText('Collaborateur · Domaine Démo — suspendu par la boutique : ne peut pas être ouvert'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Collaborateur — plus aucune boutique : ne peut pas être ouvert'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Agent commercial · Maison Seconde — en attente de la réponse du producteur'),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /multi-domaine/ })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /multi-ancien/ })).toBeDisabled();
  expect(screen.getByRole('radio', { name: /multi-agent/ })).toBeEnabled();

  await userEvent.click(screen.getByText('multi-domaine'));
  expect(onChange).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText('multi-agent'));
  expect(onChange).toHaveBeenCalledWith('d');
});
