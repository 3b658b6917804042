import Add from '@mui/icons-material/Add';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useExportClients } from '../api/clients.mutations.ts';
import type { ClientFilters } from '../logic/client-filters.ts';
import { useClientLabels } from './labels.ts';

/** 'Nouveau client': the spec's three shortcuts (an individual, a professional, a prospect). */
export function NewClientMenu() {
  const { t } = useClientLabels();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'new-client-menu' : undefined}
      >
        {t('list.create')}
      </Button>
      <Menu id="new-client-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to="/dashboard/clients/add" onClick={close}>
          {t('list.createIndividual')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/dashboard/clients/add?isPro=true" onClick={close}>
          {t('list.createProfessional')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/dashboard/clients/add?pipe=Prospect" onClick={close}>
          {t('list.createProspect')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** The filtered list as CSV or XLSX. */
export function ExportMenu({ filters }: { filters: ClientFilters }) {
  const { t } = useClientLabels();
  const exporter = useExportClients();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    exporter.mutate({ filters, format });
  };
  return (
    <>
      <Button
        startIcon={<FileDownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={exporter.isPending}
        aria-haspopup="menu"
      >
        {t('list.export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run('csv')}>{t('list.exportCsv')}</MenuItem>
        <MenuItem onClick={() => run('xlsx')}>{t('list.exportXlsx')}</MenuItem>
      </Menu>
    </>
  );
}
