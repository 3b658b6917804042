import Box from '@mui/material/Box';

/** The Cuvée mark: a wine glass drawn with one path, and the word mark. */
export function CuveeLogo({
  height = 32,
  color = 'currentColor',
  withText = true,
}: {
  height?: number;
  color?: string;
  withText?: boolean;
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, lineHeight: 1 }}>
      <svg width={height} height={height} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="31" fill="currentColor" opacity="0.12" />
        <path
          fill="currentColor"
          d="M21 12h22l-1.6 13.2A9.5 9.5 0 0 1 34.5 34v12h7v5h-19v-5h7V34a9.5 9.5 0 0 1-6.9-8.8z"
        />
        <path fill="#fff" opacity="0.85" d="M23.6 19h16.8l-.8 6a7.6 7.6 0 0 1-15.2 0z" />
      </svg>
      {withText && (
        <Box
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: height * 0.62,
            letterSpacing: '-0.02em',
            fontFamily: 'Georgia, "Liberation Serif", serif',
          }}
        >
          Cuvée
        </Box>
      )}
    </Box>
  );
}
