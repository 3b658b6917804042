import type { Client } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { siretParts } from '../logic/client-form.ts';
import { useClientLabels } from './labels.ts';

/** A titled card of the client page. */
export function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card
      component="section"
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
      data-testid={testId}
    >
      <Typography variant="h3" component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** A label and its value, on one line when the width allows. */
function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const { t } = useClientLabels();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || t('show.noValue')}
      </Typography>
    </Box>
  );
}

/** 'SIREN 123 456 789 · NIC 00012' (the company, then the establishment). */
export function siretText(client: Pick<Client, 'siret'>): string {
  const parts = siretParts(client.siret);
  return parts ? `SIREN ${parts.siren} · NIC ${parts.nic}` : (client.siret ?? '');
}

export function IdentityBlock({ client }: { client: Client }) {
  const { t, civility, companyType, recipientType, langName } = useClientLabels();
  const name = [civility(client.civility), client.firstname, client.lastname].filter(Boolean).join(' ');
  return (
    <Block title={t('show.identity')} testId="client-identity">
      <Row label={t('form.lastname')} value={name} />
      <Row label={t('form.email')} value={client.email} />
      <Row label={t('form.phone')} value={client.phone} />
      <Row label={t('form.lang')} value={langName(client.lang)} />
      {(client.company || client.siret || client.kind === 'professional') && (
        <>
          <Row label={t('form.companyName')} value={client.company} />
          <Row label={t('form.businessName')} value={client.businessName} />
          <Row label={t('form.companyType')} value={companyType(client.companyType)} />
          <Row label={t('form.siret')} value={siretText(client)} testId="client-siret" />
          <Row label={t('form.vatNumber')} value={client.vatNumber} />
          <Row label={t('form.registrationNumber')} value={client.registrationNumber} />
          <Row label={t('form.siteName')} value={client.siteName} />
          <Row label={t('form.recipientType')} value={recipientType(client.recipientType)} />
        </>
      )}
    </Block>
  );
}

export function TermsBlock({ client }: { client: Client }) {
  const { t, typology, paymentMethod, paymentDelay } = useClientLabels();
  return (
    <Block title={t('show.terms')} testId="client-terms">
      <Row label={t('form.typology')} value={typology(client.typology)} />
      <Row label={t('form.paymentMethod')} value={paymentMethod(client.paymentMethod)} />
      <Row label={t('form.paymentDelay')} value={paymentDelay(client.paymentDelay)} testId="client-delay" />
    </Block>
  );
}

export function FollowUpBlock({ client }: { client: Client }) {
  const { t, lang, consentSource, prospectStatus } = useClientLabels();
  return (
    <Block title={t('show.followUp')}>
      <Row label={t('form.agent')} value={client.agent?.name} />
      <Row
        label={t('form.tags')}
        value={
          client.tags.length ? (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
              {client.tags.map((tag) => (
                <Chip key={tag} size="small" label={tag} />
              ))}
            </Box>
          ) : null
        }
      />
      {client.kind === 'prospect' && (
        <>
          <Row label={t('form.prospectStatus')} value={prospectStatus(client.prospectStatus)} />
          <Row
            label={t('form.nextAction')}
            value={[client.nextAction, client.nextActionOn && formatDate(client.nextActionOn, lang)]
              .filter(Boolean)
              .join(' · ')}
          />
        </>
      )}
      <Typography variant="body2">
        {client.consentMarketing
          ? `${t('show.consentYes', { date: client.consentAt ? formatDate(client.consentAt, lang) : '–' })}${
              client.consentSource ? ` (${consentSource(client.consentSource)})` : ''
            }`
          : t('show.consentNo')}
      </Typography>
      {client.notes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>
          {client.notes}
        </Typography>
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('show.created', { date: formatDate(client.createdAt, lang) })} ·{' '}
        {t(`show.source.${client.source}`)}
      </Typography>
    </Block>
  );
}

export function AddressesBlock({ client }: { client: Client }) {
  const { t, country } = useClientLabels();
  return (
    <Block title={t('show.addresses')} testId="client-addresses">
      {client.addresses.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('form.noAddress')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {client.addresses.map(({ id, kind, isDefault, address: a }) => (
          <Box key={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 0.5 }}>
              <Chip size="small" label={t(`form.addressKind.${kind}`)} />
              {isDefault && (
                <Chip size="small" color="primary" variant="outlined" label={t('show.default')} />
              )}
              {a.highMountain && <Chip size="small" variant="outlined" label={t('show.highMountain')} />}
            </Box>
            <Typography variant="body2">{[a.firstname, a.lastname].filter(Boolean).join(' ')}</Typography>
            <Typography variant="body2">{a.street}</Typography>
            {a.street2 && <Typography variant="body2">{a.street2}</Typography>}
            <Typography variant="body2">
              {[a.zipcode, a.city].filter(Boolean).join(' ')} · {country(a.country)}
            </Typography>
            {a.exciseNumber && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('show.excise', { number: a.exciseNumber })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Block>
  );
}
