import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../../lib/auth.store.ts';
import { VERSION_FLAGS } from '../../../lib/config.ts';
import { registerI18n, useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { goToSearchQuery } from '../api/search.queries.ts';
import { foundOptions, mergeOptions, type SearchOption, searchOptions } from '../logic/search.logic.ts';

registerI18n('search', {
  fr: {
    label: 'Aller à',
    placeholder: 'Aller à… (page, n° de commande, client)',
    empty: 'Aucun résultat',
    searching: 'Recherche…',
  },
  en: {
    label: 'Go to',
    placeholder: 'Go to… (page, order number, client)',
    empty: 'No result',
    searching: 'Searching…',
  },
});

/** The typed text once the typing pauses (300 ms): one server search per pause, not per key. */
function useSettled(text: string, ms = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The 'Aller à' box for everyone but buyers (spec §2, §6): the route entries, and the orders (by
 * number) and clients (by name) the user may read, searched on the server. Who may not search
 * (an admin without a shop) sees the pages alone: no refused call.
 */
export function GoToSearch() {
  const { t } = useTranslation('search');
  const language = useUiLanguage();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const shop = useAuthStore((s) => s.shop);
  const [input, setInput] = useState('');
  const mayFind = useCan('search.read');
  const settled = useSettled(input.trim());
  const found = useQuery(goToSearchQuery(settled, mayFind));
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
  const foundList = useMemo(
    () => (found.data && settled.length >= 2 ? foundOptions(found.data, language) : []),
    [found.data, settled, language],
  );
  if (!user || user.role === 'buyer' || options.length === 0) return null;
  return (
    <Autocomplete<SearchOption>
      size="small"
      options={[...options, ...foundList]}
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
      filterOptions={(list, state) =>
        mergeOptions(
          list.filter((option) => !option.found),
          list.filter((option) => option.found),
          state.inputValue,
        )
      }
      isOptionEqualToValue={(a, b) => a.key === b.key}
      loading={found.isFetching}
      loadingText={t('searching')}
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
