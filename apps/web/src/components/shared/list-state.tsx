import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useComponentsT } from '../components.translate.ts';
import { EmptyState } from './empty-state.tsx';

/** A list that could not be loaded: what failed (the feature says it) and a retry. */
export function ListLoadError({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useComponentsT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    >
      {message ?? t('list.loadError')}
    </Alert>
  );
}

/** Nothing matches the filters: say so (`title`, the feature's words) and offer to clear them. */
export function NoMatch({ title, text, onClear }: { title: string; text?: string; onClear?(): void }) {
  const { t } = useComponentsT();
  return (
    <EmptyState
      icon={<Search />}
      title={title}
      text={text ?? t('list.noMatchText')}
      action={onClear && <Button onClick={onClear}>{t('list.clearFilters')}</Button>}
    />
  );
}
