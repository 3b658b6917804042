import { HELP_CENTRE_URL } from '@cuvee/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function ChatPanel({ anchor, onClose }: { anchor: HTMLElement; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Box sx={{ p: 2.5, maxWidth: 300 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('chat.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
          {t('chat.text')}
        </Typography>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener">
            {t('chat.helpCentre')}
          </Link>
          <Link component={RouterLink} to="/help" onClick={onClose}>
            {t('chat.helpPage')}
          </Link>
        </Box>
      </Box>
    </Popover>
  );
}
