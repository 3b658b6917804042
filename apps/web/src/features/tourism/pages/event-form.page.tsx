import { EventInput, ScheduleInput, type TourismEvent } from '@cuvee/contracts';
import { parisDay } from '@cuvee/domain';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { SaveBar } from '../../../components/form/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCreateEvent, useSaveSchedule, useUpdateEvent } from '../api/tourism.mutations.ts';
import { eventQuery } from '../api/tourism.queries.ts';
import { BookingSection } from '../components/event-form/booking.section.tsx';
import { GeneralSection } from '../components/event-form/general.section.tsx';
import { RatesSection } from '../components/event-form/rates.section.tsx';
import { ScheduleSection } from '../components/event-form/schedule.section.tsx';
import { StaySection } from '../components/event-form/stay.section.tsx';
import { EventVisuals } from '../components/event-form/visuals.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import {
  type EventFormValues,
  emptyEventValues,
  eventBodyOf,
  eventFieldOf,
  eventValuesOf,
  scheduleBodyOf,
  scheduleFieldOf,
} from '../logic/event-form.values.ts';
import { type FieldIssue, schemaIssues, serverIssues } from '../logic/field-issues.ts';
import '../tourism.i18n.ts';

const LIST = '/dashboard/reservations/events';

/** The form of one event, new (`event` absent) or loaded; saving writes the event, then its schedule. */
function EventForm({ event }: { event?: TourismEvent }) {
  const { t } = useTranslation('tourism');
  const navigate = useNavigate();
  const canWrite = useCan('events.write');
  const today = parisDay(new Date());
  const form = useForm<EventFormValues>({
    defaultValues: event ? eventValuesOf(event, today) : emptyEventValues(today),
  });
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const schedule = useSaveSchedule();
  const kind = useWatch({ control: form.control, name: 'kind' });
  useEffect(() => {
    if (event) form.reset(eventValuesOf(event, today));
  }, [event, form, today]);

  const show = (issues: readonly FieldIssue[]) => {
    for (const { field, error } of issues) form.setError(field as Path<EventFormValues>, error);
    if (issues[0]) form.setFocus(issues[0].field as Path<EventFormValues>);
    return issues.length > 0;
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const body = EventInput.safeParse(eventBodyOf(values));
    const plan = ScheduleInput.safeParse(scheduleBodyOf(values));
    const issues = [
      ...(body.success ? [] : schemaIssues(body.error, eventFieldOf)),
      ...(plan.success ? [] : schemaIssues(plan.error, scheduleFieldOf)),
    ];
    if (show(issues) || !body.success || !plan.success) return;
    const { dirtyFields } = form.formState;
    const scheduleChanged = Boolean(dirtyFields.rules || dirtyFields.dates || dirtyFields.closedDays);
    let saved: TourismEvent;
    try {
      saved = event
        ? (await update.mutateAsync({ id: event.id, body: eventBodyOf(values) })).event
        : (await create.mutateAsync(eventBodyOf(values))).event;
    } catch (error) {
      show(serverIssues(error, eventFieldOf));
      return;
    }
    if (scheduleChanged || !event) {
      try {
        await schedule.mutateAsync({ id: saved.id, body: scheduleBodyOf(values) });
      } catch (error) {
        show(serverIssues(error, scheduleFieldOf));
        if (!event) navigate(`${LIST}/${saved.id}`, { replace: true });
        return;
      }
    }
    if (event) form.reset(values);
    else navigate(`${LIST}/${saved.id}`, { replace: true });
  });

  const saving = create.isPending || update.isPending || schedule.isPending;
  const refusal = [create.error, update.error, schedule.error].find(
    (e) => e instanceof ApiError && e.status !== 400,
  );
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 2 }}
      aria-label={event ? t('form.editTitle') : t('form.addTitle')}
    >
      {refusal && <Alert severity="error">{refusal.message}</Alert>}
      <fieldset
        disabled={!canWrite}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: 16 }}
      >
        <GeneralSection control={form.control} visuals={<EventVisuals control={form.control} />} />
        <RatesSection control={form.control} />
        <BookingSection control={form.control} />
        {kind === 'stay' && <StaySection control={form.control} />}
        <ScheduleSection control={form.control} eventId={event?.id} editable={canWrite} />
      </fieldset>
      {canWrite && (
        <SaveBar
          dirty={form.formState.isDirty}
          saving={saving}
          saveWhenClean={!event}
          saveLabel={event ? t('form.submitEdit') : t('form.submitAdd')}
          onCancel={event ? () => form.reset() : undefined}
          testId="event-save-bar"
        />
      )}
    </Box>
  );
}

/** /dashboard/reservations/events/add and /events/{id}: an event's presentation, rates, terms and slots. */
export function EventFormPage() {
  const { t } = useTranslation('tourism');
  const { id } = useParams();
  const query = useQuery({ ...eventQuery(id ?? ''), enabled: Boolean(id) });
  const title = id ? (query.data?.title ?? t('form.editTitle')) : t('form.addTitle');
  return (
    <Box sx={{ maxWidth: 1100, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button component={RouterLink} to={LIST} startIcon={<ArrowBack />} size="small">
          {t('events.title')}
        </Button>
      </Box>
      <Typography variant="h1">{title}</Typography>
      {!id && <EventForm />}
      {id && query.isPending && <LinearProgress aria-label={t('form.loading')} />}
      {id && query.isError && (
        <LoadFailure error={query.error} notFound={t('form.notFound')} onRetry={() => void query.refetch()} />
      )}
      {id && query.data && <EventForm event={query.data} />}
    </Box>
  );
}
