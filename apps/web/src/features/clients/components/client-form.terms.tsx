import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { ChipsField, SelectField, SwitchField, TextField } from '../../../components/form/index.ts';
import { clientAssigneesQuery, clientTagsQuery } from '../api/clients.queries.ts';
import { type FormControl, full, Section } from './client-form.identity.tsx';
import { useClientLabels } from './labels.ts';

export function TermsSection({ control }: { control: FormControl }) {
  const { t, typologyOptions, paymentMethodOptions, paymentDelayOptions } = useClientLabels();
  return (
    <Section title={t('form.terms')}>
      <SelectField
        control={control}
        name="typology"
        label={t('form.typology')}
        options={typologyOptions}
        required
      />
      <SelectField
        control={control}
        name="paymentMethod"
        label={t('form.paymentMethod')}
        options={paymentMethodOptions}
        emptyLabel={t('form.none')}
      />
      <SelectField
        control={control}
        name="paymentDelay"
        label={t('form.paymentDelay')}
        options={paymentDelayOptions}
        emptyLabel={t('form.none')}
      />
    </Section>
  );
}

/** Who follows the client, its tags, language, notes, consent; a prospect's status and next step. */
export function FollowUpSection({ control }: { control: FormControl }) {
  const { t, langOptions, consentSourceOptions, prospectStatusOptions } = useClientLabels();
  const assignees = useQuery(clientAssigneesQuery()).data ?? [];
  const tags = useQuery(clientTagsQuery()).data ?? [];
  const kind = useWatch({ control, name: 'kind' });
  const consent = useWatch({ control, name: 'consentMarketing' });
  return (
    <Section title={t('form.followUp')}>
      <SelectField
        control={control}
        name="agentId"
        label={t('form.agent')}
        options={assignees.map((a) => ({ value: a.id, label: a.name }))}
        emptyLabel={t('form.none')}
      />
      <SelectField control={control} name="lang" label={t('form.lang')} options={langOptions} />
      <ChipsField
        control={control}
        name="tags"
        label={t('form.tags')}
        helperText={t('form.tagsHelp')}
        options={tags.map((tag) => ({ value: tag, label: tag }))}
        free
      />
      {kind === 'prospect' && (
        <>
          <SelectField
            control={control}
            name="prospectStatus"
            label={t('form.prospectStatus')}
            options={prospectStatusOptions}
            emptyLabel={t('form.none')}
          />
          <TextField control={control} name="nextAction" label={t('form.nextAction')} />
          <TextField
            control={control}
            name="nextActionOn"
            label={t('form.nextActionOn')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      <SwitchField control={control} name="consentMarketing" label={t('form.consentMarketing')} />
      {consent === true && (
        <SelectField
          control={control}
          name="consentSource"
          label={t('form.consentSource')}
          options={consentSourceOptions}
          emptyLabel={t('form.none')}
        />
      )}
      <TextField control={control} name="notes" label={t('form.notes')} multiline minRows={3} sx={full} />
    </Section>
  );
}
