import { sanitizeRichText } from '@cuvee/domain/tourism/rich-text';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useComponentsT } from '../components.translate.ts';
import { type BoundProps, useFormField } from './use-form-field.ts';

/*
 * A rich-text field of the kit (issue 27, decision 0135): Tiptap with bold, italics, level-3
 * headings, bulleted and numbered lists and links, nothing else. Its value is the editor's HTML
 * ('' when empty), the allow-list the API keeps; a plain text saved before opens as paragraphs.
 * Import it from this file (Tiptap weighs ~100 KB: only the screens that edit load it).
 * Keyboard: Tab reaches the toolbar's buttons then the text; Tiptap's shortcuts (Ctrl+B, Ctrl+I,
 * Ctrl+Alt+3, Ctrl+Shift+8/7) work in the text; the link's address is typed in a field of its
 * own, Enter applies it, Escape goes back to the text.
 */

/** An address a link may take (https:// added when none is typed); null when it is not one. */
export function linkAddress(typed: string): string | null {
  const raw = typed.trim();
  if (!raw) return null;
  const href = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  if (/^https?:\/\/[^/\s.]+\.[^\s]+$/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return href;
  return null;
}

type Props = { minRows?: number; required?: boolean };

export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  minRows = 5,
  required,
}: BoundProps<T> & Props) {
  const { field, error } = useFormField(control, name);
  const value = typeof field.value === 'string' ? field.value : '';
  const id = useId();
  const emitted = useRef<string>(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => linkAddress(url) !== null,
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: sanitizeRichText(value),
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id: `${id}-text`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-help`,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'cv-rich-text__content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      field.onChange(html);
    },
    onBlur: () => field.onBlur(),
  });

  // A value set from outside (the form reset with the saved event): shown, not echoed back.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography
        id={`${id}-label`}
        component="div"
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        onClick={() => editor?.commands.focus()}
      >
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        {editor && <Toolbar editor={editor} disabled={disabled} />}
        <Box
          sx={{
            px: 1.5,
            '& .cv-rich-text__content': { minHeight: `${minRows * 1.6}em`, outline: 'none', py: 1 },
            '& .cv-rich-text__content p': { my: 0.5 },
            '& .cv-rich-text__content h3': { fontSize: '1.15rem', mt: 1.5, mb: 0.5 },
            '& .cv-rich-text__content a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(error)} sx={{ mx: 1.75 }}>
        {error ?? helperText}
      </FormHelperText>
    </Box>
  );
}

type Mark = { key: string; icon: ReactNode; active: boolean; run: () => void };

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useComponentsT();
  const [linking, setLinking] = useState<string | null>(null);
  const chain = () => editor.chain().focus();
  const marks: Mark[] = [
    {
      key: 'bold',
      icon: <FormatBold />,
      active: editor.isActive('bold'),
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      icon: <FormatItalic />,
      active: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'heading',
      icon: <Title />,
      active: editor.isActive('heading', { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bulletList',
      icon: <FormatListBulleted />,
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      icon: <FormatListNumbered />,
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      icon: <InsertLink />,
      active: editor.isActive('link'),
      run: () => setLinking((editor.getAttributes('link').href as string | undefined) ?? ''),
    },
  ];
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}>
      <Box role="toolbar" aria-label={t('richText.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {marks.map((m) => {
          const name = t(`richText.${m.key}` as 'richText.bold');
          return (
            <IconButton
              key={m.key}
              size="small"
              aria-label={name}
              title={name}
              aria-pressed={m.active}
              disabled={disabled}
              color={m.active ? 'primary' : 'default'}
              onClick={m.run}
            >
              {m.icon}
            </IconButton>
          );
        })}
      </Box>
      {linking !== null && (
        <LinkEditor
          initial={linking}
          onDone={(href) => {
            setLinking(null);
            if (href === undefined) return void chain().run();
            if (href === null) return void chain().extendMarkRange('link').unsetLink().run();
            chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      )}
    </Box>
  );
}

/** The link's address: undefined cancels, null removes the link. */
function LinkEditor({
  initial,
  onDone,
}: {
  initial: string;
  onDone: (href: string | null | undefined) => void;
}) {
  const { t } = useComponentsT();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    if (!value.trim()) return onDone(null);
    const href = linkAddress(value);
    if (!href) return setInvalid(true);
    onDone(href);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onDone(undefined);
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1 }}>
      <MuiTextField
        size="small"
        fullWidth
        autoFocus
        label={t('richText.linkAddress')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
        error={invalid}
        helperText={invalid ? t('richText.linkInvalid') : t('richText.linkHint')}
      />
      <Button variant="outlined" onClick={apply} sx={{ mt: 0.25 }}>
        {t('richText.linkApply')}
      </Button>
    </Box>
  );
}
