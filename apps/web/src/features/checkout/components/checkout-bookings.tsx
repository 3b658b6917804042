import type { CartOrder } from '@cuvee/domain/cart/cart.types';
import { EVENT_LANGUAGES } from '@cuvee/domain/tourism/kinds';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StateField } from '../../../components/form/index.ts';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useMoney } from '../../cart/components/cart-line.tsx';
import {
  type BookingDetails,
  defaultDetails,
  detailsProblems,
  groupAmounts,
  MAX_GROUPS,
  useBookingDetails,
} from '../logic/checkout.bookings.ts';
import '../checkout.i18n.ts';

/** A seller's booking details, with the account's name and e-mail to start from. */
export function useSellerDetails(sellerId: string): [BookingDetails, (next: BookingDetails) => void] {
  const user = useAuthStore((s) => s.user);
  const stored = useBookingDetails((s) => s.bySeller[sellerId]);
  const set = useBookingDetails((s) => s.set);
  return [stored ?? defaultDetails(user ?? {}), (next) => set(sellerId, next)];
}

/**
 * An order's bookings at checkout (issue 27): the persons by rate as the cart holds them, the
 * contact, the guide's language, a message, and the payment split among groups with their
 * shares and amounts. `showErrors` once the buyer has tried to place.
 */
export function CheckoutBookings({
  order,
  totalTTC,
  showErrors,
}: {
  order: CartOrder;
  totalTTC: number | null;
  showErrors: boolean;
}) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const lang = useUiLanguage();
  const [details, setDetails] = useSellerDetails(order.seller.id);
  const problems = showErrors ? detailsProblems(details) : {};
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  const change = (patch: Partial<BookingDetails>) => setDetails({ ...details, ...patch });
  const amounts = totalTTC === null ? null : groupAmounts(totalTTC, details.groups);
  const id = (field: string) => `booking-${order.seller.id}-${field}`;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}
      data-testid="checkout-bookings"
    >
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('bookings')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {order.reservations.map((r) => (
          <Typography component="li" key={`${r.eventId}-${r.selectedSlot.slot.id}`}>
            <strong>{r.event.title}</strong> — {r.selectedSlot.slot.name} :{' '}
            {r.selectedPrices
              .filter((p) => p.kind !== 'touristTax')
              .map((p) => `${p.quantity} × ${p.label}`)
              .join(', ')}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('bookingsHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <StateField
          id={id('name')}
          label={t('contactName')}
          value={details.name}
          onChange={(name) => change({ name })}
          error={problems.contactName ? t('problems.contactName') : undefined}
          required
          autoComplete="name"
        />
        <StateField
          id={id('email')}
          label={t('contactEmail')}
          type="email"
          value={details.email}
          onChange={(email) => change({ email })}
          error={problems.contactEmail ? t('problems.contactEmail') : undefined}
          required
          autoComplete="email"
        />
        <StateField
          id={id('phone')}
          label={t('contactPhone')}
          type="tel"
          value={details.phone}
          onChange={(phone) => change({ phone })}
          autoComplete="tel"
        />
        <StateField
          id={id('language')}
          label={t('bookingLanguage')}
          value={details.language}
          onChange={(language) => change({ language })}
          options={EVENT_LANGUAGES.map((code) => ({ value: code, label: names.of(code) ?? code }))}
        />
      </Box>
      <StateField
        id={id('message')}
        label={t('bookingMessage')}
        value={details.message}
        onChange={(message) => change({ message })}
        multiline
        maxLength={2000}
      />
      <FormControlLabel
        control={<Checkbox checked={details.split} onChange={(e) => change({ split: e.target.checked })} />}
        label={t('split')}
      />
      {details.split && (
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="payment-groups">
          <Typography variant="body2" color="text.secondary">
            {t('splitHelp')}
          </Typography>
          {details.groups.map((group, index) => {
            const n = index + 1;
            const groups = (next: typeof group | null) =>
              change({
                groups: next
                  ? details.groups.map((g, i) => (i === index ? next : g))
                  : details.groups.filter((_, i) => i !== index),
              });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a group is its place in the list until placed
              <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <StateField
                  small
                  label={t('groupName', { n })}
                  value={group.name}
                  onChange={(name) => groups({ ...group, name })}
                  invalid={!!problems.groupName && !group.name.trim()}
                  width="1 1 160px"
                />
                <StateField
                  small
                  type="number"
                  label={t('groupShare', { n })}
                  value={group.share}
                  onChange={(share) => groups({ ...group, share: Math.trunc(Number(share)) })}
                  min={1}
                  max={1000}
                  width={110}
                />
                {amounts && (
                  <Typography variant="body2" data-testid="group-amount">
                    {t('groupAmount', { amount: money(amounts[index] ?? 0) })}
                  </Typography>
                )}
                <IconButton
                  aria-label={t('removeGroup', { n })}
                  disabled={details.groups.length <= 2}
                  onClick={() => groups(null)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
          <Box>
            <Button
              size="small"
              disabled={details.groups.length >= MAX_GROUPS}
              onClick={() => change({ groups: [...details.groups, { name: '', share: 1 }] })}
            >
              {t('addGroup')}
            </Button>
          </Box>
          {(problems.groupName || problems.groupShare || problems.groupCount) && (
            <FormHelperText error>
              {[
                problems.groupName && t('problems.groupName'),
                problems.groupShare && t('problems.groupShare'),
              ]
                .filter(Boolean)
                .join(' · ')}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  );
}
