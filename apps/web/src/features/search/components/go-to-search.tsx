import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { VERSION_FLAGS } from '../../../lib/config.ts';
import { registerI18n, useUiLanguage } from '../../../lib/i18n.ts';
import { matchesSearch, type SearchOption, searchOptions } from '../logic/search.logic.ts';

registerI18n('search', {
  fr: { label: 'Aller à', placeholder: 'Aller à… (ex. commandes, stocks)', empty: 'Aucune page trouvée' },
  en: { label: 'Go to', placeholder: 'Go to… (e.g. orders, stock)', empty: 'No page found' },
});

/** The 'Aller à' box over the route entries, for everyone but buyers (spec §2, §6). */
export function GoToSearch() {
  const { t } = useTranslation('search');
  const language = useUiLanguage();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  const [input, setInput] = useState('');
  const options = useMemo(
    () =>
      user
        ? searchOptions(
            user.role,
            { user, shopIntegration: shop?.integration ?? null, flags: VERSION_FLAGS },
            language,
          )
        : [],
    [user, shop, language],
  );
  if (!user || user.role === 'buyer' || options.length === 0) return null;
  return (
    <Autocomplete<SearchOption>
      size="small"
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onChange={(_, option) => {
        if (option) {
          setInput('');
          navigate(option.to);
        }
      }}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      filterOptions={(list, state) => list.filter((option) => matchesSearch(option, state.inputValue))}
      noOptionsText={t('empty')}
      blurOnSelect
      forcePopupIcon={false}
      renderOption={(props, option) => (
        <li {...props} key={option.key}>
          <Typography variant="body2">{option.label}</Typography>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
