import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ClientForm } from '../components/client-form.tsx';
import { useClientLabels } from '../components/labels.ts';
import { defaultTypology, kindFromParams, newClientValues } from '../logic/client-form.ts';

/**
 * /dashboard/clients/add: a new individual; `?isPro=true` a professional, `?pipe=Prospect` a
 * prospect (the spec's shortcuts). Saved → the client's page.
 */
export function ClientAddPage() {
  const { t, typologies } = useClientLabels();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = kindFromParams(params);
  const typology = defaultTypology(kind, typologies);
  // The shortcut's kind and its typology seed the form once; the form owns them afterwards.
  const values = useMemo(() => newClientValues(kind, typology), [kind, typology]);
  return (
    <Box sx={{ maxWidth: 1000, display: 'grid', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/dashboard/clients" startIcon={<ArrowBack />} size="small">
          {t('form.back')}
        </Button>
        <Typography variant="h1">{t(`form.createTitle.${kind}`)}</Typography>
      </Box>
      <ClientForm
        key={`${kind}-${typology}`}
        values={values}
        onSaved={(client) => navigate(`/dashboard/clients/${client.id}`)}
        onCancel={() => navigate('/dashboard/clients')}
      />
    </Box>
  );
}
