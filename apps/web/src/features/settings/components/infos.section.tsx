import { isIntegrationActive } from '@cuvee/domain';
import Circle from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formResolver, SaveBar, TextField } from '../../../components/form';
import { useCurrentShop } from '../../../lib/auth.store.ts';
import { notify } from '../../../lib/notify.ts';
import { saveShop, uploadImage } from '../api/settings.api.ts';
import {
  InfosForm,
  type InfosFormInput,
  type InfosFormOutput,
  infosBody,
  infosDefaults,
} from '../logic/settings.schemas.ts';
import '../settings.i18n.ts';
import { InfosBranding, type PendingImage } from './infos.branding.tsx';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent>
        <Typography component="h3" variant="h4" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** 'infos': the shop's identity, logo, banner and colour, and its online status. */
export function InfosSection() {
  const { t } = useTranslation('settings');
  const shop = useCurrentShop();
  const [pending, setPending] = useState<Record<'logo' | 'banner', PendingImage | null>>({
    logo: null,
    banner: null,
  });
  const [busy, setBusy] = useState(false);
  const form = useForm<InfosFormInput, unknown, InfosFormOutput>({
    resolver: formResolver(InfosForm),
    defaultValues: shop ? infosDefaults(shop) : undefined,
  });
  if (!shop) return null;
  const online = isIntegrationActive(shop.integration, 'shop');
  const c = form.control;

  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      const images: { logo?: string; banner?: string } = {};
      let unsent = false;
      for (const kind of ['logo', 'banner'] as const) {
        const image = pending[kind];
        if (!image) continue;
        const url = await uploadImage(image.blob, kind);
        if (url) images[kind] = url;
        else unsent = true;
      }
      await saveShop(infosBody(values, images));
      if (unsent) notify({ message: t('infos.uploadUnavailable'), severity: 'warning' });
      setPending({ logo: null, banner: null });
      form.reset(form.getValues());
    } catch {
      // The API's message is in the snackbar.
    } finally {
      setBusy(false);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      aria-labelledby="infos-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="infos-title" component="h2" variant="h2" sx={{ flex: 1 }}>
          {t('infos.title')}
        </Typography>
        <Chip
          icon={<Circle sx={{ fontSize: '10px !important' }} />}
          label={t('infos.status', { status: online ? t('infos.online') : t('infos.offline') })}
          color={online ? 'success' : 'default'}
          variant="outlined"
          data-testid="shop-online-status"
        />
      </Box>
      <Block title={t('infos.branding')}>
        <InfosBranding
          control={c}
          logo={shop.editedShop.logo ?? null}
          banner={shop.editedShop.banner ?? null}
          pending={pending}
          onPending={(kind, image) => setPending((p) => ({ ...p, [kind]: image }))}
        />
      </Block>
      <Block title={t('infos.identity')}>
        <Box sx={grid}>
          <TextField control={c} name="name" label={t('infos.name')} />
          <TextField control={c} name="legalName" label={t('infos.legalName')} />
          <TextField control={c} name="siret" label={t('infos.siret')} inputMode="numeric" />
          <TextField control={c} name="vatNumber" label={t('infos.vatNumber')} />
          <TextField control={c} name="email" label={t('infos.email')} type="email" />
          <TextField control={c} name="phone" label={t('infos.phone')} type="tel" />
          <TextField
            control={c}
            name="website"
            label={t('infos.website')}
            type="url"
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <TextField
            control={c}
            name="description"
            label={t('infos.description')}
            multiline
            minRows={3}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      </Block>
      <Block title={t('infos.address')}>
        <Box sx={grid}>
          <TextField
            control={c}
            name="street"
            label={t('infos.street')}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <TextField control={c} name="zipcode" label={t('infos.zipcode')} />
          <TextField control={c} name="city" label={t('infos.city')} />
          <TextField control={c} name="country" label={t('infos.country')} />
        </Box>
      </Block>
      <SaveBar
        dirty={form.formState.isDirty || Boolean(pending.logo || pending.banner)}
        saving={busy}
        onCancel={() => {
          form.reset();
          setPending({ logo: null, banner: null });
        }}
      />
    </Box>
  );
}
