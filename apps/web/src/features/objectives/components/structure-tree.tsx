import type { StructureMember } from '@cuvee/contracts';
import { CYCLE_REFUSED, structureTree, type TreeNode } from '@cuvee/domain';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import DragIndicator from '@mui/icons-material/DragIndicator';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import {
  type Move,
  managersFor,
  moveOfDrop,
  ontoId,
  rowKeyboardCoordinates,
  TOP,
} from '../logic/structure-moves.ts';
import '../objectives.i18n.ts';

/**
 * The organisation chart: each person under whom they report. The owner drags a person onto
 * another (mouse, a finger after a short press, or the keyboard: Space, arrows, Space), or picks
 * 'Rattacher à…' in a menu; a move that would close a loop is refused before it is sent.
 */
export function StructureTree({
  members,
  canWrite,
  onMove,
}: {
  members: readonly StructureMember[];
  canWrite: boolean;
  onMove(move: Move): void;
}) {
  const { t } = useTranslation('objectives');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowKeyboardCoordinates }),
  );
  const [dragging, setDragging] = useState(false);
  const nameOf = (id: unknown) => {
    const key = String(id);
    if (key === TOP) return t('structure.top');
    return members.find((m) => m.id === key.replace(/^onto:/, ''))?.name ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('structure.dnd.start', { name: nameOf(active.id) }),
    onDragOver: ({ over }) => (over ? t('structure.dnd.over', { target: nameOf(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('structure.dnd.end', { name: nameOf(active.id) }),
    onDragCancel: () => t('structure.dnd.cancel'),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const move = moveOfDrop(members, String(active.id), over ? String(over.id) : null);
    if (move === 'loop') notify({ message: CYCLE_REFUSED, severity: 'error' });
    else if (move) onMove(move);
  };
  const tree = structureTree(members);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('structure.dnd.instructions') },
      }}
      onDragStart={() => setDragging(true)}
      onDragCancel={() => setDragging(false)}
      onDragEnd={drop}
    >
      <Box
        role="tree"
        aria-label={t('structure.tree')}
        data-testid="structure-tree"
        sx={{ display: 'grid', gap: 1 }}
      >
        {canWrite && <TopZone visible={dragging} />}
        {tree.map((node) => (
          <Branch
            key={node.item.id}
            node={node}
            depth={0}
            members={members}
            canWrite={canWrite}
            onMove={onMove}
          />
        ))}
      </Box>
    </DndContext>
  );
}

function TopZone({ visible }: { visible: boolean }) {
  const { t } = useTranslation('objectives');
  const { setNodeRef, isOver } = useDroppable({ id: TOP });
  return (
    <Box
      ref={setNodeRef}
      data-testid="structure-top"
      sx={{
        border: '2px dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: visible ? 1.5 : 0,
        height: visible ? 'auto' : 0,
        overflow: 'hidden',
        opacity: visible ? 1 : 0,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      {visible && t('structure.dropTop')}
    </Box>
  );
}

function Branch(props: {
  node: TreeNode<StructureMember>;
  depth: number;
  members: readonly StructureMember[];
  canWrite: boolean;
  onMove(move: Move): void;
}) {
  const { node, depth } = props;
  return (
    <Box role="treeitem" aria-expanded={node.children.length ? true : undefined} aria-level={depth + 1}>
      <MemberRow {...props} member={node.item} />
      {node.children.length > 0 && (
        <Box
          role="group"
          sx={{
            ml: { xs: 1.5, sm: 3 },
            pl: { xs: 1, sm: 2 },
            mt: 1,
            borderLeft: 2,
            borderColor: 'divider',
            display: 'grid',
            gap: 1,
          }}
        >
          {node.children.map((child) => (
            <Branch {...props} key={child.item.id} node={child} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function MemberRow({
  member,
  members,
  canWrite,
  onMove,
}: {
  member: StructureMember;
  members: readonly StructureMember[];
  canWrite: boolean;
  onMove(move: Move): void;
}) {
  const { t } = useTranslation('objectives');
  const drag = useDraggable({ id: member.id, disabled: !canWrite });
  const dropZone = useDroppable({ id: ontoId(member.id), disabled: !canWrite });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const manager = members.find((m) => m.id === member.reportsTo);
  const pick = (reportsTo: string | null) => {
    setMenu(null);
    if (reportsTo !== member.reportsTo) onMove({ memberId: member.id, reportsTo });
  };
  const style = drag.transform
    ? {
        transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`,
        zIndex: 2,
        position: 'relative' as const,
      }
    : undefined;
  return (
    <Paper
      ref={dropZone.setNodeRef}
      variant="outlined"
      data-testid="structure-member"
      data-member={member.name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        minHeight: 56,
        borderColor: dropZone.isOver && !drag.isDragging ? 'primary.main' : undefined,
        bgcolor: dropZone.isOver && !drag.isDragging ? 'action.hover' : undefined,
      }}
    >
      <Box
        ref={drag.setNodeRef}
        style={style}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}
      >
        {canWrite && (
          <IconButton
            {...drag.listeners}
            {...drag.attributes}
            aria-label={t('structure.drag', { name: member.name })}
            sx={{ cursor: 'grab', touchAction: 'none' }}
            size="small"
          >
            <DragIndicator fontSize="small" />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {member.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {manager ? t('structure.reportsTo', { name: manager.name }) : member.email}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={t(`relation.${member.relation}`)}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        />
      </Box>
      {canWrite && (
        <>
          <Button
            size="small"
            startIcon={<SubdirectoryArrowRight />}
            aria-haspopup="menu"
            aria-label={t('structure.attachOf', { name: member.name })}
            onClick={(e) => setMenu(e.currentTarget)}
            sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('structure.attach')}
            </Box>
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            <MenuItem selected={member.reportsTo === null} onClick={() => pick(null)}>
              {t('structure.top')}
            </MenuItem>
            {managersFor(members, member.id).map((m) => (
              <MenuItem key={m.id} selected={m.id === member.reportsTo} onClick={() => pick(m.id)}>
                {m.name}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Paper>
  );
}
