import Box from '@mui/material/Box';
import { LegalText } from '../../../components/shared/legal-text.tsx';

/** A legal document's text as buyers read it, in the back office's typography (issue 24). */
export function LegalPreview({ source }: { source: string }) {
  return (
    <Box
      sx={{
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
        '& h2': { typography: 'h3', mt: 3, mb: 1 },
        '& h3, & h4': { typography: 'h4', mt: 2, mb: 1 },
        '& > :first-of-type': { mt: 0 },
        '& p, & ul, & ol': { mt: 0, mb: 1.5 },
        '& ul, & ol': { pl: 3 },
        '& blockquote': {
          m: 0,
          mb: 2,
          px: 2,
          py: 1.5,
          borderLeft: 3,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
        },
        '& blockquote p:last-child': { mb: 0 },
        '& a': { color: 'primary.main' },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
      }}
    >
      <LegalText source={source} external />
    </Box>
  );
}
