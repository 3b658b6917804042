import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';
import { linkAddress, RichTextField } from './rich-text-field.tsx';

// The kit's rich-text field (decision 0135): its toolbar's buttons in French, reached by Tab,
// each pressed state told; the value is the editor's HTML of the allow-list; a link's address
// is checked (no javascript:); a plain text saved before the editor opens as paragraphs.

type Values = { description: string };
let current: Values = { description: '' };

function Form({ initial = '' }: { initial?: string }) {
  const form = useForm<Values>({ defaultValues: { description: initial } });
  current = form.watch();
  return (
    <form>
      <RichTextField
        control={form.control}
        name="description"
        label="Description"
        helperText="Ce que vivront vos visiteurs"
      />
    </form>
  );
}

const text = () => screen.getByRole('textbox', { name: 'Description' });

it('opens a plain text as paragraphs, and names its text and its toolbar', async () => {
  render(<Form initial={'Une visite.\n\nPuis la cave.'} />);
  expect(text().innerHTML).toBe('<p>Une visite.</p><p>Puis la cave.</p>');
  expect(text()).toHaveAccessibleDescription('Ce que vivront vos visiteurs');
  const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme' });
  for (const name of [
    'Gras (Ctrl+B)',
    'Italique (Ctrl+I)',
    'Intertitre (Ctrl+Alt+3)',
    'Liste à puces (Ctrl+Maj+8)',
    'Liste numérotée (Ctrl+Maj+7)',
    'Lien',
  ])
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  expect(toolbar).toBeInTheDocument();
});

it('makes the selected words bold, a heading and a list from the keyboard, the value following', async () => {
  const user = userEvent.setup();
  render(<Form initial="<p>Six vins commentés</p>" />);
  // Tab goes through the toolbar's buttons: the first is bold.
  await user.tab();
  expect(screen.getByRole('button', { name: 'Gras (Ctrl+B)' })).toHaveFocus();
  text().focus();
  const editor = text() as HTMLElement & { editor?: unknown };
  await act(async () => {
    // Select all the text, then press the bold button with the keyboard.
    document.getSelection()?.selectAllChildren(editor.querySelector('p') as Node);
    document.dispatchEvent(new Event('selectionchange'));
  });
  screen.getByRole('button', { name: 'Gras (Ctrl+B)' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(current.description).toBe('<p><strong>Six vins commentés</strong></p>'));
  expect(screen.getByRole('button', { name: 'Gras (Ctrl+B)' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Liste à puces (Ctrl+Maj+8)' }));
  await waitFor(() =>
    expect(current.description).toBe('<ul><li><p><strong>Six vins commentés</strong></p></li></ul>'),
  );
  await user.click(screen.getByRole('button', { name: 'Liste à puces (Ctrl+Maj+8)' }));
  await user.click(screen.getByRole('button', { name: 'Intertitre (Ctrl+Alt+3)' }));
  await waitFor(() => expect(current.description).toBe('<h3><strong>Six vins commentés</strong></h3>'));
});

it('puts a link on the words, refusing an address that is not http(s) or mailto in French', async () => {
  const user = userEvent.setup();
  render(<Form initial="<p>Le site</p>" />);
  text().focus();
  await act(async () => {
    document.getSelection()?.selectAllChildren(text().querySelector('p') as Node);
    document.dispatchEvent(new Event('selectionchange'));
  });
  await user.click(screen.getByRole('button', { name: 'Lien' }));
  const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
  expect(address).toHaveFocus();
  await user.type(address, 'javascript:alert(1){Enter}');
  expect(
    screen.getByText('Adresse invalide : un lien commence par https://, http:// ou mailto:'),
  ).toBeInTheDocument();
  expect(current.description).toBe('<p>Le site</p>');
  await user.clear(address);
  await user.type(address, 'domaine.fr/visites{Enter}');
  await waitFor(() =>
    expect(current.description).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://domaine.fr/visites">Le site</a></p>',
    ),
  );
  expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).toBeNull();
});

it('checks the addresses a link may take', () => {
  expect(linkAddress('domaine.fr')).toBe('https://domaine.fr');
  expect(linkAddress('mailto:visites@domaine.fr')).toBe('mailto:visites@domaine.fr');
  expect(linkAddress('javascript:alert(1)')).toBeNull();
  expect(linkAddress('data:text/html,x')).toBeNull();
  expect(linkAddress('')).toBeNull();
});
