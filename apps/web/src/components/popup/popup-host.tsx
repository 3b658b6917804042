import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';
import { useIsMobile } from '../shared/use-is-mobile.ts';
import {
  canValidate,
  initialValues,
  MATCH_FIELD_NAME,
  popupFields,
  popupResult,
  validateValues,
} from './popup.logic.ts';
import {
  type PopupRequest,
  type PopupResult,
  type PopupValue,
  removePopup,
  settlePopup,
  usePopupStore,
} from './popup.store.ts';
import { PopupFieldInput } from './popup-field-input.tsx';

/** Renders the popup opened by `openPopup`. Mount once, inside the theme and i18n providers. */
export function PopupHost() {
  const request = usePopupStore((state) => state.queue[0]);
  return request ? <PopupDialog key={request.id} request={request} /> : null;
}

/** Keys typed in these elements are theirs: Enter there does not validate the popup. */
const OWN_ENTER =
  'input, textarea, select, button, a, [contenteditable="true"], [role="combobox"], [role="button"], [role="option"], [role="listbox"], [role="menuitem"]';

function PopupDialog({ request }: { request: PopupRequest }) {
  const { id, options, closing } = request;
  const { t } = useComponentsT();
  const mobile = useIsMobile();
  const baseId = useId();
  const [fields] = useState(() => popupFields(options));
  const [values, setValues] = useState<PopupResult>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const allowed = canValidate(options, fields, values);
  const fieldId = (name: string) => `${baseId}-${name}`;

  function change(name: string, value: PopupValue) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  function validate() {
    if (!allowed || closing) return;
    const refused = validateValues(fields, values);
    const first = fields.find((field) => refused[field.name]);
    if (first) {
      setErrors(refused);
      document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    settlePopup(id, popupResult(fields, values));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    validate();
  }

  function keyDown(event: KeyboardEvent) {
    // Enter on the dialog itself (no field focused): validate when allowed.
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.target instanceof Element && event.target.closest(OWN_ENTER)) return;
    event.preventDefault();
    validate();
  }

  const small = options.size === 'small';
  const titleId = `${baseId}-title`;
  const textId = `${baseId}-text`;
  return (
    <Dialog
      open={!closing}
      onClose={(_, reason) => {
        // A stray click beside a form would lose what was typed: only Escape cancels it.
        if (reason === 'backdropClick' && fields.length > 0) return;
        settlePopup(id, null);
      }}
      onKeyDown={keyDown}
      fullScreen={mobile}
      maxWidth={false}
      aria-labelledby={titleId}
      aria-describedby={options.text ? textId : undefined}
      slotProps={{
        transition: { onExited: () => removePopup(id) },
        paper: {
          sx: mobile ? {} : small ? { width: 350, maxWidth: 'calc(100% - 32px)' } : { width: '70%' },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{options.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {options.text && (
              <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
                {options.text}
              </DialogContentText>
            )}
            {options.body}
            {fields.map((field, index) => (
              <PopupFieldInput
                key={field.name}
                id={fieldId(field.name)}
                field={
                  field.name === MATCH_FIELD_NAME && field.type === 'text' && field.label === ''
                    ? { ...field, label: t('popup.matchLabel', { word: options.requireMatch ?? '' }) }
                    : field
                }
                value={values[field.name] ?? null}
                error={errors[field.name]}
                autoFocus={index === 0}
                onChange={(value) => change(field.name, value)}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button type="button" onClick={() => settlePopup(id, null)}>
            {options.cancelLabel ?? t('popup.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!allowed}>
            {options.validateLabel ?? t('popup.validate')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
