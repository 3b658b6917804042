import type { ReactNode } from 'react';
import { create } from 'zustand';

type FieldBase = {
  /** Key of the field's value in the result. */
  name: string;
  label: string;
  required?: boolean;
  /** Extra rule: returns a (French) message when the value is refused. */
  validate?: (value: PopupValue) => string | undefined;
};

export type PopupTextField = FieldBase & {
  type: 'text';
  defaultValue?: string;
  inputType?: 'text' | 'email' | 'number' | 'password' | 'tel' | 'url';
  placeholder?: string;
  autoComplete?: string;
};
export type PopupSelectField = FieldBase & {
  type: 'select';
  options: { value: string; label: string }[];
  defaultValue?: string;
};
export type PopupTextAreaField = FieldBase & { type: 'textarea'; defaultValue?: string; rows?: number };
export type PopupCheckboxField = FieldBase & { type: 'checkbox'; defaultValue?: boolean };
export type PopupDateField = FieldBase & {
  type: 'date';
  /** A calendar day at midnight UTC, as DateField gives it. */
  defaultValue?: Date | null;
  mode?: 'day' | 'month';
  minDate?: Date;
  maxDate?: Date;
};
/** Mail selector; required (at least one address) unless `required: false`. */
export type PopupEmailsField = Omit<FieldBase, 'label'> & {
  type: 'emails';
  label?: string;
  defaultValue?: string[];
  suggestions?: string[];
};

export type PopupField =
  | PopupTextField
  | PopupSelectField
  | PopupTextAreaField
  | PopupCheckboxField
  | PopupDateField
  | PopupEmailsField;

/** text, textarea, select → string; checkbox → boolean; date → Date | null; emails → string[]. */
export type PopupValue = string | boolean | Date | null | string[];

/** Each field's value by name; `{}` for a popup without fields. */
export type PopupResult = Record<string, PopupValue>;

export type PopupOptions = {
  title: string;
  text?: string;
  /** 'default': 70 % wide; 'small': 350 px (spec §9). Full screen on mobile either way. */
  size?: 'default' | 'small';
  fields?: PopupField[];
  /** Custom content, shown under the text. */
  body?: ReactNode;
  /** Default 'Annuler'. */
  cancelLabel?: string;
  /** Default 'Valider'. */
  validateLabel?: string;
  /**
   * Validate is enabled only when the (first) text field equals this text, spaces around
   * ignored. Without a text field, one is added (result key 'confirmation').
   */
  requireMatch?: string;
  /** Validate is disabled while a field (checkboxes aside) is empty. */
  disableWhenEmpty?: boolean;
};

export type PopupRequest = {
  id: number;
  options: PopupOptions;
  /** Answered; the dialog is playing its closing transition. */
  closing: boolean;
  resolve(result: PopupResult | null): void;
};

/** Waiting popups, the shown one first. */
export const usePopupStore = create<{ queue: PopupRequest[] }>(() => ({ queue: [] }));

let nextId = 1;
/** Longest closing transition we wait for before removing a dialog anyway. */
const CLOSE_FALLBACK_MS = 600;

/**
 * Opens the global popup (PopupHost must be mounted). Resolves with each field's value
 * by name on validate, null on cancel (button, Escape). A popup opened while another is
 * shown waits for it.
 */
export function openPopup(options: PopupOptions): Promise<PopupResult | null> {
  return new Promise((resolve) => {
    const request: PopupRequest = { id: nextId++, options, closing: false, resolve };
    usePopupStore.setState(({ queue }) => ({ queue: [...queue, request] }));
  });
}

/** Answers a popup (null = cancelled) and starts its closing; the promise resolves at once. */
export function settlePopup(id: number, result: PopupResult | null): void {
  const request = usePopupStore.getState().queue.find((r) => r.id === id);
  if (!request || request.closing) return;
  request.resolve(result);
  usePopupStore.setState(({ queue }) => ({
    queue: queue.map((r) => (r.id === id ? { ...r, closing: true } : r)),
  }));
  setTimeout(() => removePopup(id), CLOSE_FALLBACK_MS);
}

/** Drops an answered popup once its closing transition has ended. */
export function removePopup(id: number): void {
  const { queue } = usePopupStore.getState();
  if (queue.some((r) => r.id === id && r.closing)) {
    usePopupStore.setState({ queue: queue.filter((r) => r.id !== id) });
  }
}

/** Cancels every open or waiting popup (logout, leaving the app). */
export function cancelAllPopups(): void {
  const { queue } = usePopupStore.getState();
  for (const request of queue) if (!request.closing) request.resolve(null);
  usePopupStore.setState({ queue: [] });
}
