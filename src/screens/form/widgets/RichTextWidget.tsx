import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

interface Tool {
  key: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const TOOLS: Tool[] = [
  {
    key: 'bold',
    icon: <FormatBold />,
    run: (editor) => editor.chain().focus().toggleBold().run(),
    active: (editor) => editor.isActive('bold'),
  },
  {
    key: 'italic',
    icon: <FormatItalic />,
    run: (editor) => editor.chain().focus().toggleItalic().run(),
    active: (editor) => editor.isActive('italic'),
  },
  {
    key: 'heading',
    icon: <Title />,
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (editor) => editor.isActive('heading', { level: 2 }),
  },
  {
    key: 'bulletList',
    icon: <FormatListBulleted />,
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    active: (editor) => editor.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    icon: <FormatListNumbered />,
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    active: (editor) => editor.isActive('orderedList'),
  },
  { key: 'undo', icon: <Undo />, run: (editor) => editor.chain().focus().undo().run() },
  { key: 'redo', icon: <Redo />, run: (editor) => editor.chain().focus().redo().run() },
];

/** Formatted text (Tiptap with StarterKit) stored as HTML; the form cleans it on loading and saving. */
export default function RichTextWidget({ field, name, label }: WidgetProps) {
  const { t } = useTranslation();
  const { input, error } = useWidgetField(name);
  const { onChange, onBlur } = input;
  const editor = useEditor({
    extensions: [StarterKit],
    content: String(input.value ?? ''),
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
    onBlur: () => onBlur(),
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => tool.active?.(current) ?? false),
  });

  // A reload or a save replaces the text from outside the editor. An editor destroyed while its
  // Suspense boundary hid it is replaced by a new one, which this runs for again.
  useEffect(() => {
    const html = String(input.value ?? '');
    if (!editor.isDestroyed && html !== editor.getHTML()) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, input.value]);

  return (
    <FormControl fullWidth error={error !== undefined} required={field.required}>
      <FormLabel>{label}</FormLabel>
      <Box sx={{ mt: 1, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t('form.richtext.toolbar', { field: label })}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 0.5 }}
        >
          {TOOLS.map((tool, index) => (
            <IconButton
              key={tool.key}
              size="small"
              aria-label={t(`form.richtext.${tool.key}`)}
              aria-pressed={tool.active ? active[index] : undefined}
              color={active[index] ? 'primary' : 'default'}
              onClick={() => tool.run(editor)}
            >
              {tool.icon}
            </IconButton>
          ))}
        </Stack>
        <Box sx={{ px: 2, '& .ProseMirror': { minHeight: 120, outline: 'none' } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
