import { BookingCreateInput, type ClientListRow } from '@cuvee/contracts';
import { countBooking, type EventLanguage, formatEuros, parisDay } from '@cuvee/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListSelect } from '../../../components/form/filter-fields.tsx';
import { SelectField, TextField } from '../../../components/form/index.ts';
import { ClientPicker } from '../../../components/shared/client-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCreateBooking } from '../api/tourism.mutations.ts';
import { eventQuery, eventsQuery } from '../api/tourism.queries.ts';
import { BOOKINGS } from '../components/booking-columns.tsx';
import { RateQuantities } from '../components/rate-quantities.tsx';
import { grid, Section } from '../components/section.tsx';
import { DaySlotPicker } from '../components/slot-picker.tsx';
import '../tourism.i18n.ts';

type Contact = { name: string; email: string; phone: string; language: EventLanguage; message: string };

/**
 * /dashboard/reservations/add: a booking taken by phone for a client of the CRM — the event, a
 * day, a slot with places left, how many of each rate, the contact, the visit's language and a
 * message. The event's rules (persons, minimum amount) are checked as the API checks them; what
 * the API still refuses (the last places taken meanwhile) is said in French above the button.
 */
export function BookingAddPage() {
  const { t } = useTranslation('tourism');
  const lang = useUiLanguage();
  const navigate = useNavigate();
  const [client, setClient] = useState<ClientListRow | null>(null);
  const [eventId, setEventId] = useState<string | undefined>();
  const [slotId, setSlotId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState<string | null>(null);
  const form = useForm<Contact>({
    defaultValues: { name: '', email: '', phone: '', language: 'fr', message: '' },
  });
  const events = useQuery(eventsQuery({ status: 'published', limit: 100 }));
  const event = useQuery({ ...eventQuery(eventId ?? ''), enabled: Boolean(eventId) });
  const create = useCreateBooking();
  const rates = event.data?.rates ?? [];
  const persons = rates.map((r) => ({ rateId: r.id, quantity: quantities[r.id] ?? 0 }));
  const count = event.data ? countBooking(event.data, persons) : null;
  const needed = count?.ok ? count.countingPersons : 1;

  const pickClient = (next: ClientListRow | null) => {
    setClient(next);
    if (next) {
      form.setValue('name', next.displayName);
      form.setValue('email', next.email ?? '');
      form.setValue('phone', next.phone ?? '');
    }
  };
  const pickEvent = (id: string | undefined) => {
    setEventId(id);
    setSlotId(null);
    setQuantities({});
  };

  const submit = form.handleSubmit(async (contact) => {
    const first = !client
      ? t('add.pickClient')
      : !eventId
        ? t('add.pickEvent')
        : !slotId
          ? t('add.pickSlot')
          : count && !count.ok
            ? count.message
            : null;
    setMissing(first);
    if (first || !eventId || !slotId || !client) return;
    const input: BookingCreateInput = {
      eventId,
      slotId,
      clientId: client.id,
      persons: persons.filter((p) => p.quantity > 0),
      contact: {
        name: contact.name,
        email: contact.email.trim() || null,
        phone: contact.phone.trim() || null,
      },
      language: contact.language,
      message: contact.message.trim() || null,
    };
    // Checked by the contract, sent as typed: in the production bundle the parse's output was
    // seen without its id fields (eventId, slotId, clientId), which the API then refused.
    const body = BookingCreateInput.safeParse(input);
    if (!body.success) {
      for (const issue of body.error.issues) {
        const field = issue.path.at(-1);
        if (field === 'name' || field === 'email' || field === 'phone')
          form.setError(field, { message: issue.message });
      }
      return;
    }
    try {
      const { booking } = await create.mutateAsync(input);
      navigate(`${BOOKINGS}/${booking.id}`);
    } catch {
      // Said above the button (and in the snackbar).
    }
  });

  const refusal = create.error instanceof ApiError ? create.error.message : null;
  const locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 900, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h1">{t('add.title')}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('add.subtitle')}</Typography>
      </Box>
      <Section title={t('add.client')}>
        <ClientPicker
          value={client}
          onChange={pickClient}
          label={t('add.client')}
          noOptionsText={t('add.noClient')}
        />
      </Section>
      <Section title={t('add.event')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {events.data && events.data.events.length === 0 ? (
            <Alert severity="info">{t('add.noEvent')}</Alert>
          ) : (
            <Box sx={grid(2)}>
              <ListSelect
                label={t('add.event')}
                value={eventId}
                options={(events.data?.events ?? []).map((e) => ({ value: e.id, label: e.title }))}
                onChange={pickEvent}
                testId="booking-event"
              />
            </Box>
          )}
          {eventId && (
            <DaySlotPicker
              key={eventId}
              initialDay={parisDay(new Date())}
              eventId={eventId}
              value={slotId}
              onChange={setSlotId}
              needed={needed}
            />
          )}
        </Box>
      </Section>
      {event.data && (
        <Section title={t('add.rates')}>
          <RateQuantities
            rates={rates}
            quantities={quantities}
            onChange={(id, q) => setQuantities((all) => ({ ...all, [id]: Math.max(0, q) }))}
          />
          <Box
            sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}
            data-testid="booking-total"
          >
            <Typography sx={{ fontWeight: 700 }}>
              {t('add.total')} : {formatEuros(count?.ok ? count.amountCents : 0, locale)}
            </Typography>
            {count?.ok && <Typography>{t('persons', { count: count.countingPersons })}</Typography>}
          </Box>
        </Section>
      )}
      <Section title={t('add.contact')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={grid(3)}>
            <TextField control={form.control} name="name" label={t('add.contactName')} required />
            <TextField control={form.control} name="email" type="email" label={t('add.contactEmail')} />
            <TextField control={form.control} name="phone" type="tel" label={t('add.contactPhone')} />
          </Box>
          <Box sx={grid(2)}>
            <SelectField
              control={form.control}
              name="language"
              label={t('add.language')}
              options={(event.data?.languages ?? ['fr']).map((l) => ({
                value: l,
                label: t(`languages.${l}`),
              }))}
            />
          </Box>
          <TextField control={form.control} name="message" label={t('add.message')} multiline minRows={2} />
        </Box>
      </Section>
      {(missing || refusal) && (
        <Alert severity="error" data-testid="booking-refusal">
          {missing ?? refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" disabled={create.isPending}>
          {t('add.submit')}
        </Button>
      </Box>
    </Box>
  );
}
