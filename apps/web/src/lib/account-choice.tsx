import type { MasterAccountSummary } from '@cuvee/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

type AccountUser = MasterAccountSummary['users'][number];

/** Only an account some shop lets work can be opened (the API refuses the others, decision 0169). */
export const canOpenAccount = (user: AccountUser) => user.state !== 'suspended' && user.state !== 'none';

export type AccountChoiceProps = {
  users: AccountUser[];
  /** The account signed in now, marked 'Compte actuel'; none at sign-in. */
  currentUserId?: string;
  defaultValue: string;
  /** The group's name, 'Compte'. */
  label: string;
  currentLabel: string;
  /** 'Collaborateur · Domaine Démo': the role and the shop under the username. */
  detail(user: AccountUser): string;
  onChange(userId: string): void;
};

/**
 * The accounts of a master account, one per line, each in full: its username, then its role
 * and shop on a second line, which wraps rather than hides (decision 0020).
 */
export function AccountChoice({
  users,
  currentUserId,
  defaultValue,
  label,
  currentLabel,
  detail,
  onChange,
}: AccountChoiceProps) {
  const [value, setValue] = useState(defaultValue);
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(_, userId) => {
        setValue(userId);
        onChange(userId);
      }}
      sx={{ gap: 1 }}
    >
      {users.map((user) => {
        const current = user.id === currentUserId;
        return (
          <FormControlLabel
            key={user.id}
            value={user.id}
            data-testid="account-choice"
            data-current={current ? 'true' : undefined}
            disabled={!canOpenAccount(user)}
            control={
              <Radio
                slotProps={{ input: { 'aria-current': current ? 'true' : undefined } }}
                sx={{ mt: -0.5 }}
              />
            }
            label={
              <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {user.username}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {detail(user)}
                </Typography>
                {current && (
                  <Chip component="span" size="small" color="primary" label={currentLabel} sx={{ mt: 0.5 }} />
                )}
              </Box>
            }
            sx={{
              alignItems: 'flex-start',
              m: 0,
              py: 1,
              pr: 1.5,
              border: 1,
              borderColor: value === user.id ? 'primary.main' : 'divider',
              borderRadius: 1,
            }}
          />
        );
      })}
    </RadioGroup>
  );
}
