import { activeMenuEntry, type MenuEntry, type MenuGroup } from '@cuvee/domain';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useUiLanguage } from '../../lib/i18n.ts';
import { MenuIcon } from './menu-icons.tsx';

const linkProps = (entry: MenuEntry) =>
  entry.external
    ? ({ component: 'a', href: entry.to, target: '_blank', rel: 'noopener' } as const)
    : ({ component: RouterLink, to: entry.to } as const);

/** The key of the one entry marked as the page shown (decision 0018: the most specific). */
function useActiveKey(groups: readonly MenuGroup[]): string | undefined {
  const { pathname } = useLocation();
  return activeMenuEntry(groups, pathname)?.key;
}

function Entry({
  entry,
  nested,
  active,
  onNavigate,
}: {
  entry: MenuEntry;
  nested: boolean;
  active: boolean;
  onNavigate?: () => void;
}) {
  const language = useUiLanguage();
  return (
    <ListItemButton
      {...linkProps(entry)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-menu-key={entry.key}
      sx={{ pl: nested ? 5.5 : 1.5, pr: 1, py: nested ? 0.5 : 0.75, borderRadius: 2, mx: 0.5 }}
    >
      {!nested && (
        <ListItemIcon sx={{ minWidth: 32 }}>
          <MenuIcon name={entry.key} />
        </ListItemIcon>
      )}
      <ListItemText
        primary={entry.label[language]}
        slotProps={{ primary: { sx: { fontSize: nested ? 13 : 14, lineHeight: 1.3 } } }}
      />
      {entry.external && <OpenInNew sx={{ fontSize: 14, color: 'text.secondary' }} />}
    </ListItemButton>
  );
}

function Group({
  group,
  activeKey,
  onNavigate,
}: {
  group: MenuGroup;
  activeKey: string | undefined;
  onNavigate?: () => void;
}) {
  const language = useUiLanguage();
  const containsActive = group.entries.some((entry) => entry.key === activeKey);
  const [open, setOpen] = useState(containsActive);
  const id = `menu-group-${group.key}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        data-menu-group={group.key}
        sx={{ px: 1.5, py: 0.75, borderRadius: 2, mx: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 32 }}>
          <MenuIcon name={group.key} />
        </ListItemIcon>
        <ListItemText
          primary={group.label?.[language]}
          slotProps={{ primary: { sx: { fontSize: 14, fontWeight: containsActive ? 700 : 500 } } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} id={id}>
        <List disablePadding component="div">
          {group.entries.map((entry) => (
            <Entry
              key={entry.key}
              entry={entry}
              nested
              active={entry.key === activeKey}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The full sidebar (180 px) and the mobile drawer's menu. */
export function SidebarMenu({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate?: () => void }) {
  const activeKey = useActiveKey(groups);
  return (
    <List component="nav" dense sx={{ py: 1 }} data-testid="sidebar-menu">
      {groups.map((group) =>
        group.label ? (
          <Group key={group.key} group={group} activeKey={activeKey} onNavigate={onNavigate} />
        ) : (
          group.entries.map((entry) => (
            <Entry
              key={entry.key}
              entry={entry}
              nested={false}
              active={entry.key === activeKey}
              onNavigate={onNavigate}
            />
          ))
        ),
      )}
    </List>
  );
}

function MiniGroup({ group, activeKey }: { group: MenuGroup; activeKey: string | undefined }) {
  const language = useUiLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = group.label?.[language] ?? '';
  const single = !group.label && group.entries.length === 1 ? group.entries[0] : undefined;
  const active = group.entries.some((entry) => entry.key === activeKey);
  const sx = {
    width: 44,
    height: 44,
    color: active ? 'primary.main' : 'text.secondary',
    bgcolor: active ? 'action.selected' : undefined,
  };
  if (single) {
    return (
      <Tooltip title={single.label[language]} placement="right">
        <IconButton
          {...linkProps(single)}
          aria-label={single.label[language]}
          data-menu-key={single.key}
          sx={sx}
        >
          <MenuIcon name={single.key} />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <>
      <Tooltip title={label} placement="right">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="menu"
          data-menu-group={group.key}
          sx={sx}
        >
          <MenuIcon name={group.key} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <ListSubheader sx={{ lineHeight: '36px', fontWeight: 700 }}>{label}</ListSubheader>
        {group.entries.map((entry) => (
          <MenuItem
            key={entry.key}
            {...linkProps(entry)}
            onClick={() => setAnchor(null)}
            data-menu-key={entry.key}
            dense
          >
            {entry.label[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The mini sidebar (56 px) of medium screens: icons, groups open as menus. */
export function MiniSidebar({ groups }: { groups: MenuGroup[] }) {
  const activeKey = useActiveKey(groups);
  return (
    <Box
      component="nav"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1 }}
      data-testid="mini-sidebar"
    >
      {groups.map((group) => (
        <MiniGroup key={group.key} group={group} activeKey={activeKey} />
      ))}
    </Box>
  );
}
