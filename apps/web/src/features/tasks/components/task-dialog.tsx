import { type Task, type TaskInput, TaskInput as TaskSchema } from '@cuvee/contracts';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateLocalizationProvider } from '../../../components/date-field/date-localization.tsx';
import {
  CheckboxField,
  formResolver,
  NumberField,
  SelectField,
  TextField,
  useErrorText,
} from '../../../components/form/index.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { assigneesQuery, clientOptionsQuery, useSaveTask } from '../api/tasks.queries.ts';
import { useTasksLabels } from './labels.tsx';

type Ref = { id: string; name: string };

/** What the dialog opens on: a task to edit, or the start of a new one (a calendar slot). */
export type TaskDraft = { task: Task } | { dueAt: string; allDay?: boolean; durationMinutes?: number };

/** The next round hour: a new task's default time. */
const nextHour = () => dayjs().add(1, 'hour').startOf('hour').toISOString();

function valuesOf(draft: TaskDraft): TaskInput {
  if ('task' in draft) {
    const { task } = draft;
    return {
      title: task.title,
      activity: task.activity,
      priority: task.priority,
      dueAt: task.dueAt,
      durationMinutes: task.durationMinutes,
      allDay: task.allDay,
      assigneeId: task.assignee?.id ?? '',
      clientId: task.client?.id ?? '',
      notes: task.notes ?? '',
    };
  }
  return {
    title: '',
    activity: 'phone',
    priority: 'medium',
    dueAt: draft.dueAt || nextHour(),
    durationMinutes: draft.durationMinutes ?? 60,
    allDay: draft.allDay ?? false,
    assigneeId: '',
    clientId: '',
    notes: '',
  };
}

/** The client autocomplete: searches the shop's clients as one types (accents aside, server side). */
function ClientPicker({ value, onChange }: { value: Ref | null; onChange(client: Ref | null): void }) {
  const { t } = useTasksLabels();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const options = useQuery(clientOptionsQuery(q));
  return (
    <Autocomplete
      value={value}
      onChange={(_e, client) => onChange(client ? { id: client.id, name: client.name } : null)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      options={options.data ?? (value ? [{ ...value, city: null }] : [])}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={options.isFetching}
      noOptionsText={t('form.noClient')}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {o.name}
          {'city' in o && o.city ? ` — ${o.city}` : ''}
        </li>
      )}
      renderInput={(params) => (
        <MuiTextField {...params} label={t('form.client')} placeholder={t('form.clientSearch')} />
      )}
    />
  );
}

/** Creates a task or edits one, in a dialog (full screen on phones). */
export function TaskDialog({ draft, onClose }: { draft: TaskDraft; onClose(): void }) {
  const { t, lang, activityOptions, priorityOptions } = useTasksLabels();
  const fullScreen = useMediaQuery('(max-width:600px)');
  const editing = 'task' in draft ? draft.task : null;
  const save = useSaveTask();
  const assignees = useQuery(assigneesQuery());
  const [client, setClient] = useState<Ref | null>(editing?.client ?? null);
  // The assignee and the client are kept beside the form: their options load while it is open.
  const [assigneeId, setAssigneeId] = useState(editing?.assignee?.id ?? '');
  const form = useForm<TaskInput, unknown, TaskInput>({
    defaultValues: valuesOf(draft),
    resolver: formResolver(TaskSchema) as never,
  });
  const { control } = form;
  const errorText = useErrorText();
  const submit = form.handleSubmit(async (body) => {
    const saved = await save
      .mutateAsync({
        id: editing?.id ?? null,
        body: { ...body, assigneeId: assigneeId || undefined, clientId: client?.id },
      })
      .catch(() => null);
    if (saved) onClose();
  });
  const refusal = save.error as ApiError | null;
  const title = editing ? t('editTitle') : t('createTitle');
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent
          sx={{
            display: 'grid',
            gap: 2,
            pt: '8px !important',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField control={control} name="title" label={t('form.title')} autoFocus fullWidth required />
          </Box>
          <SelectField
            control={control}
            name="activity"
            label={t('form.activity')}
            options={activityOptions}
          />
          <SelectField
            control={control}
            name="priority"
            label={t('form.priority')}
            options={priorityOptions}
          />
          <DateLocalizationProvider lang={lang}>
            <Controller
              control={control}
              name="dueAt"
              render={({ field, fieldState }) => (
                <DateTimePicker
                  label={t('form.dueAt')}
                  value={field.value ? dayjs(field.value) : null}
                  onChange={(d) => field.onChange(d?.isValid() ? d.toISOString() : '')}
                  ampm={false}
                  slotProps={{
                    textField: {
                      name: field.name,
                      error: Boolean(fieldState.error),
                      helperText: errorText(fieldState.error),
                    },
                  }}
                />
              )}
            />
          </DateLocalizationProvider>
          <NumberField control={control} name="durationMinutes" label={t('form.duration')} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CheckboxField control={control} name="allDay" label={t('form.allDay')} />
          </Box>
          <MuiTextField
            select
            label={t('form.assignee')}
            value={assigneeId}
            onChange={(e) => setAssigneeId(e.target.value)}
          >
            <MenuItem value="">
              <em>{t('form.me')}</em>
            </MenuItem>
            {(assignees.data ?? []).map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </MuiTextField>
          <ClientPicker value={client} onChange={setClient} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField
              control={control}
              name="notes"
              label={t('form.notes')}
              multiline
              minRows={2}
              fullWidth
            />
          </Box>
          {refusal?.message && (
            <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
              {refusal.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
