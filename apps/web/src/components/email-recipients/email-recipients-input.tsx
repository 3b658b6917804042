import { type CodedMessage, translateMessage } from '@cuvee/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';
import { addTypedRecipients } from './email-recipients.logic.ts';

export type EmailRecipientsInputProps = {
  value: string[];
  onChange(v: string[]): void;
  label?: string;
  /** The form's message (coded, or a French text), e.g. 'emailRecipientsRequired' when the list is empty at submit. */
  error?: string | CodedMessage;
  /** Addresses offered while typing (clients, collaborators…). */
  suggestions?: string[];
  name?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/**
 * Multi-address input (spec §2, §5): each address becomes a chip. Enter, Tab, blur, a
 * comma, a space, a semicolon or a paste of several adds the typed addresses when valid
 * (lower-cased, without duplicates); an invalid one stays in the input with « Le mail est
 * incorrect ». Backspace in the empty input removes the last chip.
 */
export function EmailRecipientsInput(props: EmailRecipientsInputProps) {
  const { value, onChange, label, error, suggestions, name, required, disabled, autoFocus } = props;
  const { t, lang } = useComponentsT();
  const [input, setInput] = useState('');
  const [typingError, setTypingError] = useState<string>();
  const [open, setOpen] = useState(false);
  // The suggestion the user moved to with the keyboard or mouse: Enter picks it.
  const highlighted = useRef<string | null>(null);

  function commit(text: string, final: boolean): void {
    const result = addTypedRecipients(value, text, final);
    if (result.list !== value) onChange(result.list);
    setInput(result.rest);
    setTypingError(result.error);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }): void {
    if (event.nativeEvent.isComposing || input.trim() === '') return;
    if (event.key === 'Enter' && !(open && highlighted.current !== null)) {
      // Ours, not the Autocomplete's: validation, duplicates and the popup's Enter-to-validate.
      event.defaultMuiPrevented = true;
      event.preventDefault();
      commit(input, true);
    } else if (event.key === 'Tab') {
      commit(input, true);
    }
  }

  const message = typingError ?? error;
  return (
    <Autocomplete
      multiple
      freeSolo
      filterSelectedOptions
      options={suggestions ?? []}
      value={value}
      inputValue={input}
      open={open && (suggestions?.length ?? 0) > 0}
      disabled={disabled}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        highlighted.current = null;
      }}
      onHighlightChange={(_, option) => {
        highlighted.current = option;
      }}
      onKeyDown={handleKeyDown}
      onInputChange={(_, text, reason) => {
        highlighted.current = null;
        if (reason === 'input') commit(text, false);
        else if (reason === 'clear') setInput('');
      }}
      onChange={(_, next, reason) => {
        if (reason === 'createOption' || reason === 'selectOption') {
          commit(next.at(-1) ?? '', true);
        } else if (reason === 'removeOption' || reason === 'clear') {
          onChange(next);
          setTypingError(undefined);
        }
      }}
      onBlur={() => {
        if (input.trim() !== '') commit(input, true);
      }}
      clearText={t('emailRecipients.clear')}
      openText={t('emailRecipients.open')}
      closeText={t('emailRecipients.close')}
      noOptionsText={t('emailRecipients.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label ?? t('emailRecipients.label')}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(message)}
          helperText={message ? translateMessage(message, lang) : t('emailRecipients.hint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              // type="text": an email input strips the trailing space that separates addresses.
              inputMode: 'email',
              autoComplete: 'off',
              autoCapitalize: 'none',
              spellCheck: false,
              // Chips already count as a value: the browser's own "required" would block submit.
              required: false,
            },
            formHelperText: { role: message ? 'alert' : undefined },
          }}
        />
      )}
    />
  );
}
