import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../home.i18n.ts';

export function HomeHeader({ name, intro }: { name: string; intro: string }) {
  const { t } = useTranslation('home');
  return (
    <header>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {t('hello', { name })}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>
    </header>
  );
}
