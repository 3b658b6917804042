import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { EmailRecipientsInput } from './email-recipients-input.tsx';

/** The input as a form holds it: the list lives in the parent. */
function Form({ initial = [], suggestions }: { initial?: string[]; suggestions?: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <EmailRecipientsInput value={value} onChange={setValue} suggestions={suggestions} />
      <output data-testid="list">{value.join('|')}</output>
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Destinataires' });
const list = () => screen.getByTestId('list');

it('turns typed addresses into chips on a comma, a space or Enter, lower-cased and without duplicates', async () => {
  const user = userEvent.setup();
  render(<Form />);
  expect(screen.getByText('Appuyez sur Entrée ou Tab pour ajouter une adresse.')).toBeInTheDocument();
  await user.type(field(), 'Jean@Exemple.fr,marie@exemple.fr ');
  expect(list()).toHaveTextContent('jean@exemple.fr|marie@exemple.fr');
  await user.type(field(), 'jean@exemple.fr{Enter}');
  expect(list()).toHaveTextContent(/^jean@exemple.fr\|marie@exemple.fr$/);
  expect(screen.getByRole('button', { name: 'jean@exemple.fr' })).toBeInTheDocument();
  expect(field()).toHaveValue('');
});

it('keeps an invalid address in the input with « Le mail est incorrect »', async () => {
  const user = userEvent.setup();
  render(<Form />);
  await user.type(field(), 'pas-une-adresse{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Le mail est incorrect');
  expect(field()).toHaveValue('pas-une-adresse');
  expect(list()).toHaveTextContent(/^$/);

  await user.clear(field());
  await user.type(field(), 'bonne@adresse.fr{Tab}');
  expect(list()).toHaveTextContent('bonne@adresse.fr');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('removes the last chip with Backspace in the empty input, and a chip with its delete icon', async () => {
  const user = userEvent.setup();
  render(<Form initial={['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr']} />);
  await user.click(field());
  await user.keyboard('{Backspace}');
  expect(list()).toHaveTextContent(/^a@exemple.fr\|b@exemple.fr$/);
  const chip = screen.getByRole('button', { name: 'a@exemple.fr' });
  await user.click(within(chip).getByTestId('CancelIcon'));
  expect(list()).toHaveTextContent(/^b@exemple.fr$/);
});

it('offers suggestions while typing; Enter picks the highlighted one', async () => {
  const user = userEvent.setup();
  render(<Form suggestions={['cave@exemple.fr', 'compta@exemple.fr']} />);
  await user.type(field(), 'ca');
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['cave@exemple.fr']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(list()).toHaveTextContent(/^cave@exemple.fr$/);
});
