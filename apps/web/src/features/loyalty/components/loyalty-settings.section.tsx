import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type Control, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DecimalField,
  EurosField,
  formResolver,
  NumberField,
  SaveBar,
  SelectField,
  SwitchField,
  TextField,
} from '../../../components/form/index.ts';
import { useSaveProgramme } from '../api/loyalty.mutations.ts';
import { programmeQuery } from '../api/loyalty.queries.ts';
import {
  formOf,
  inputOf,
  LoyaltyForm,
  type LoyaltyFormValues,
  NEW_REWARD,
  NEW_TIER,
} from '../logic/loyalty.form.ts';
import { RewardProducts } from './reward-products.tsx';
import '../loyalty.i18n.ts';

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } } as const;

function Tiers({ control }: { control: Control<LoyaltyFormValues> }) {
  const { t } = useTranslation('loyalty');
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  return (
    <Box component="section" aria-labelledby="loyalty-tiers" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="loyalty-tiers" component="h3" variant="h3">
        {t('tiers')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {fields.length === 0 ? t('noTiers') : t('tiersHelp')}
      </Typography>
      {fields.map((f, i) => (
        <Box
          key={f.id}
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto', alignItems: 'start' }}
        >
          <Box sx={row}>
            <TextField control={control} name={`tiers.${i}.name`} label={t('tierName')} required />
            <NumberField control={control} name={`tiers.${i}.threshold`} label={t('threshold')} required />
            <TextField control={control} name={`tiers.${i}.advantages`} label={t('advantages')} />
          </Box>
          <IconButton aria-label={`${t('remove')} ${f.name}`} onClick={() => remove(i)}>
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Button startIcon={<AddOutlined />} onClick={() => append(NEW_TIER)} sx={{ justifySelf: 'start' }}>
        {t('addTier')}
      </Button>
    </Box>
  );
}

function Reward({
  control,
  index,
  onRemove,
}: {
  control: Control<LoyaltyFormValues>;
  index: number;
  onRemove(): void;
}) {
  const { t } = useTranslation('loyalty');
  const kind = useWatch({ control, name: `rewards.${index}.kind` });
  const tiers = useWatch({ control, name: 'tiers' });
  return (
    <Card variant="outlined" data-testid="loyalty-reward">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto', alignItems: 'start' }}>
          <Box sx={row}>
            <TextField control={control} name={`rewards.${index}.name`} label={t('rewardName')} required />
            <SelectField
              control={control}
              name={`rewards.${index}.kind`}
              label={t('kind')}
              options={[
                { value: 'products', label: t('kinds.products') },
                { value: 'discount', label: t('kinds.discount') },
              ]}
            />
            <NumberField
              control={control}
              name={`rewards.${index}.pointsRequired`}
              label={t('pointsRequired')}
              required
            />
          </Box>
          <IconButton aria-label={t('remove')} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        </Box>
        <Box sx={row}>
          {kind === 'discount' ? (
            <EurosField control={control} name={`rewards.${index}.discount`} label={t('discount')} required />
          ) : (
            <NumberField
              control={control}
              name={`rewards.${index}.maxChoice`}
              label={t('maxChoice')}
              required
            />
          )}
          <SelectField
            control={control}
            name={`rewards.${index}.tierName`}
            label={t('forTier')}
            emptyLabel={t('everyone')}
            options={tiers.filter((x) => x.name.trim()).map((x) => ({ value: x.name.trim(), label: x.name }))}
          />
        </Box>
        {kind === 'products' && <RewardProducts control={control} index={index} />}
      </CardContent>
    </Card>
  );
}

function Rewards({ control }: { control: Control<LoyaltyFormValues> }) {
  const { t } = useTranslation('loyalty');
  const { fields, append, remove } = useFieldArray({ control, name: 'rewards' });
  return (
    <Box component="section" aria-labelledby="loyalty-rewards" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="loyalty-rewards" component="h3" variant="h3">
        {t('rewards')}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('noRewards')}
        </Typography>
      )}
      {fields.map((f, i) => (
        <Reward key={f.id} control={control} index={i} onRemove={() => remove(i)} />
      ))}
      <Button startIcon={<AddOutlined />} onClick={() => append(NEW_REWARD)} sx={{ justifySelf: 'start' }}>
        {t('addReward')}
      </Button>
    </Box>
  );
}

function ProgrammeForm({ values }: { values: LoyaltyFormValues }) {
  const { t } = useTranslation('loyalty');
  const save = useSaveProgramme();
  const form = useForm<LoyaltyFormValues>({ values, resolver: formResolver(LoyaltyForm) });
  const { control } = form;
  const submit = form.handleSubmit((v) => save.mutate(inputOf(v)));
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'grid', gap: 3 }}
      data-testid="loyalty-settings"
    >
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <SwitchField control={control} name="active" label={t('active')} />
          <Box sx={{ ...row, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DecimalField
              control={control}
              name="pointsPerEuro"
              label={t('pointsPerEuro')}
              helperText={t('pointsPerEuroHelp')}
              required
            />
            <NumberField
              control={control}
              name="expiryMonths"
              label={t('expiryMonths')}
              helperText={t('expiryHelp')}
              required
            />
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Tiers control={control} />
        </CardContent>
      </Card>
      <Rewards control={control} />
      <SaveBar
        dirty={form.formState.isDirty}
        saving={save.isPending}
        onCancel={() => form.reset(values)}
        saveLabel={t('save')}
        testId="loyalty-save"
      />
    </Box>
  );
}

/** The owner's loyalty programme (issue 29), a section of the settings. */
export function LoyaltySettingsSection() {
  const { t } = useTranslation('loyalty');
  const query = useQuery(programmeQuery());
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h2">
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('subtitle')}</Typography>
      {query.isPending && <LinearProgress aria-label={t('title')} />}
      {query.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      {query.data && <ProgrammeForm values={formOf(query.data)} />}
    </Box>
  );
}
