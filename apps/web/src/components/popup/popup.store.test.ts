import { MSG } from '@cuvee/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canValidate,
  initialValues,
  MATCH_FIELD_NAME,
  matchFieldName,
  popupFields,
  popupResult,
  validateValues,
} from './popup.logic.ts';
import {
  cancelAllPopups,
  openPopup,
  type PopupField,
  removePopup,
  settlePopup,
  usePopupStore,
} from './popup.store.ts';

const queue = () => usePopupStore.getState().queue;

describe('popup store', () => {
  afterEach(() => {
    cancelAllPopups();
    vi.useRealTimers();
  });

  it('resolves with the values on validate', async () => {
    const answer = openPopup({ title: 'Renommer', fields: [{ type: 'text', name: 'name', label: 'Nom' }] });
    expect(queue()).toHaveLength(1);
    settlePopup(queue()[0]!.id, { name: 'Cuvée' });
    await expect(answer).resolves.toEqual({ name: 'Cuvée' });
  });

  it('resolves null on cancel', async () => {
    const answer = openPopup({ title: 'Attention !!' });
    settlePopup(queue()[0]!.id, null);
    await expect(answer).resolves.toBeNull();
  });

  it('keeps an answered popup for its closing transition, then removes it', () => {
    vi.useFakeTimers();
    void openPopup({ title: 'A' });
    const { id } = queue()[0]!;
    settlePopup(id, {});
    expect(queue()[0]).toMatchObject({ id, closing: true });
    settlePopup(id, null); // a second answer is ignored
    removePopup(id);
    expect(queue()).toEqual([]);
  });

  it('removes an answered popup after a fallback delay if no transition ends', () => {
    vi.useFakeTimers();
    void openPopup({ title: 'A' });
    settlePopup(queue()[0]!.id, {});
    vi.advanceTimersByTime(1_000);
    expect(queue()).toEqual([]);
  });

  it('does not remove a popup still waiting for an answer', () => {
    void openPopup({ title: 'A' });
    removePopup(queue()[0]!.id);
    expect(queue()).toHaveLength(1);
  });

  it('queues a popup opened while another is shown', async () => {
    const first = openPopup({ title: 'A' });
    const second = openPopup({ title: 'B' });
    expect(queue().map((r) => r.options.title)).toEqual(['A', 'B']);
    settlePopup(queue()[0]!.id, {});
    removePopup(queue()[0]!.id);
    expect(queue().map((r) => r.options.title)).toEqual(['B']);
    await expect(first).resolves.toEqual({});
    cancelAllPopups();
    await expect(second).resolves.toBeNull();
  });
});

const fields: PopupField[] = [
  { type: 'text', name: 'name', label: 'Nom', defaultValue: 'Rosé' },
  { type: 'select', name: 'color', label: 'Couleur', options: [{ value: 'red', label: 'Rouge' }] },
  { type: 'textarea', name: 'note', label: 'Note' },
  { type: 'checkbox', name: 'notify', label: 'Prévenir' },
  { type: 'date', name: 'when', label: 'Date' },
  { type: 'emails', name: 'to', label: 'À' },
];

describe('popup values', () => {
  it('starts from each field default', () => {
    expect(initialValues(fields)).toEqual({
      name: 'Rosé',
      color: '',
      note: '',
      notify: false,
      when: null,
      to: [],
    });
  });

  it('adds a confirmation field for requireMatch when there is no text field', () => {
    const shown = popupFields({ title: 'Supprimer', requireMatch: 'SUPPRIMER' });
    expect(shown).toMatchObject([{ type: 'text', name: MATCH_FIELD_NAME }]);
    expect(matchFieldName(shown)).toBe(MATCH_FIELD_NAME);
    expect(popupFields({ title: 'x', fields, requireMatch: 'a' })).toBe(fields);
  });

  it('enables validate only when the text equals requireMatch', () => {
    const options = { title: 'Supprimer', requireMatch: 'SUPPRIMER' };
    const shown = popupFields(options);
    expect(canValidate(options, shown, { confirmation: '' })).toBe(false);
    expect(canValidate(options, shown, { confirmation: 'supprimer' })).toBe(false);
    expect(canValidate(options, shown, { confirmation: ' SUPPRIMER ' })).toBe(true);
  });

  it('disables validate while a field is empty when asked, checkboxes aside', () => {
    const options = { title: 'x', fields, disableWhenEmpty: true };
    const filled = {
      name: 'a',
      color: 'red',
      note: 'b',
      notify: false,
      when: new Date(),
      to: ['a@exemple.fr'],
    };
    expect(canValidate(options, fields, filled)).toBe(true);
    expect(canValidate(options, fields, { ...filled, note: '  ' })).toBe(false);
    expect(canValidate(options, fields, { ...filled, to: [] })).toBe(false);
    expect(canValidate({ title: 'x', fields }, fields, initialValues(fields))).toBe(true);
  });

  it('refuses empty required fields and empty mail lists with the French messages', () => {
    const required: PopupField[] = [
      { type: 'text', name: 'name', label: 'Nom', required: true },
      { type: 'checkbox', name: 'cgu', label: 'CGU', required: true },
      { type: 'emails', name: 'to' },
      { type: 'emails', name: 'cc', required: false },
    ];
    expect(validateValues(required, initialValues(required))).toEqual({
      name: MSG.required,
      cgu: MSG.required,
      to: MSG.emailRecipientsRequired,
    });
    expect(
      validateValues(required, { name: 'x', cgu: true, to: ['a@exemple.fr'], cc: ['pas-un-mail'] }),
    ).toEqual({ cc: MSG.email });
  });

  it('applies a field rule', () => {
    const rule: PopupField[] = [
      { type: 'text', name: 'qty', label: 'Quantité', validate: (v) => (v === '0' ? MSG.number : undefined) },
    ];
    expect(validateValues(rule, { qty: '0' })).toEqual({ qty: MSG.number });
    expect(validateValues(rule, { qty: '2' })).toEqual({});
  });

  it('hands back single-line texts trimmed', () => {
    expect(popupResult(fields, { ...initialValues(fields), name: '  Rosé ', note: ' a\n' })).toMatchObject({
      name: 'Rosé',
      note: ' a\n',
    });
  });
});
