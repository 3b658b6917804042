import type { ShipmentBulkResponse, ShipmentDocumentKind, ShipmentOrder } from '@cuvee/contracts/shipments';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrepareShipments } from '../api/shipments.queries.ts';
import './shipments.i18n.ts';

/** The orders selected on the desk, kept across pages and filters until shipped or cleared. */
export function useShipmentSelection(rows: readonly ShipmentOrder[]) {
  const [selected, setSelected] = useState<Map<string, ShipmentOrder>>(new Map());
  const change = (edit: (next: Map<string, ShipmentOrder>) => void) =>
    setSelected((s) => {
      const next = new Map(s);
      edit(next);
      return next;
    });
  return {
    selected,
    chosen: [...selected.values()],
    toggle: (o: ShipmentOrder) =>
      change((next) => {
        if (next.has(o.id)) next.delete(o.id);
        else next.set(o.id, o);
      }),
    togglePage: (select: boolean) =>
      change((next) => {
        for (const o of rows) {
          if (select) next.set(o.id, o);
          else next.delete(o.id);
        }
      }),
    forget: (gone: string[]) =>
      change((next) => {
        for (const id of gone) next.delete(id);
      }),
    clear: () => setSelected(new Map()),
  };
}

/**
 * What the selected orders can have done together, sticky under the app bar: shipped, their
 * delivery notes or picking list printed, put in preparation; the refusals come back to the page.
 */
export function SelectionToolbar({
  chosen,
  onShip,
  onPrint,
  onRefused,
  onClear,
}: {
  chosen: ShipmentOrder[];
  onShip(): void;
  onPrint(kind: ShipmentDocumentKind): void;
  onRefused(refused: ShipmentBulkResponse['results']): void;
  onClear(): void;
}) {
  const { t } = useTranslation('shipments');
  const prepare = usePrepareShipments();
  if (chosen.length === 0) return null;
  return (
    <Paper
      role="toolbar"
      aria-label={t('selection.label')}
      elevation={3}
      sx={{
        position: 'sticky',
        top: { xs: 60, sm: 72 },
        zIndex: 3,
        p: 1.5,
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }} data-testid="selection-count">
        {t('selection.count', { count: chosen.length })}
      </Typography>
      <Button variant="contained" onClick={onShip}>
        {t('selection.ship')}
      </Button>
      <Button variant="outlined" onClick={() => onPrint('deliveryNotes')}>
        {t('selection.deliveryNotes')}
      </Button>
      <Button variant="outlined" onClick={() => onPrint('pickingList')}>
        {t('selection.pickingList')}
      </Button>
      <Button
        variant="outlined"
        disabled={prepare.isPending}
        onClick={() =>
          prepare.mutate(
            chosen.map((o) => o.id),
            { onSuccess: (answer) => onRefused(answer.results.filter((r) => !r.ok)) },
          )
        }
      >
        {t('selection.prepare')}
      </Button>
      <Button onClick={onClear}>{t('selection.clear')}</Button>
    </Paper>
  );
}
