import { ListLoadError } from '../../../components/shared/list-state.tsx';
import { useStockLabels } from './labels.ts';

/** A list that could not be loaded, with a retry (the kit's, in the stock's words). */
export function LoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useStockLabels();
  return <ListLoadError message={t('common.loadError')} onRetry={onRetry} />;
}
