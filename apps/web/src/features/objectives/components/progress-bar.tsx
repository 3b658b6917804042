import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Achieved against a target: the figures, the percentage and a bar (full beyond 100 %, green). */
export function ProgressBar({
  label,
  achieved,
  target,
  progressBp,
}: {
  label: string;
  achieved: string;
  target: string | null;
  progressBp: number | null;
}) {
  if (target == null || progressBp == null) return null;
  const percent = Math.round(progressBp / 100);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {percent} %
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={percent >= 100 ? 'success' : 'primary'}
        aria-label={`${label} : ${achieved} sur ${target} (${percent} %)`}
        sx={{ height: 8, borderRadius: 4, my: 0.5 }}
      />
      <Typography variant="body2">
        {achieved}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          / {target}
        </Typography>
      </Typography>
    </Box>
  );
}
