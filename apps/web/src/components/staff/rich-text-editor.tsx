import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';

type BlogRichTextEditorProps = {
  /** Initial HTML (the editor owns the content afterwards). */
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  isInvalid: boolean;
};

/**
 * The article body editor: TipTap's StarterKit (headings, lists, quotes, links) producing the HTML the API's
 * allow-list keeps. Loaded lazily, only on the editor page of the back office.
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelId,
  isInvalid,
}: BlogRichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-invalid': String(isInvalid),
        class: 'blog-editor-content',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const editLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(
      'Alamat tautan (https://…); kosongkan untuk menghapus tautan',
      current ?? 'https://',
    );
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim(), target: '_blank' }).run();
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: isInvalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '& .blog-editor-content': {
          minHeight: 280,
          p: 2,
          outline: 'none',
          '& p, & li': { lineHeight: 1.7 },
          '& blockquote': {
            borderLeft: 4,
            borderColor: 'primary.main',
            m: 0,
            pl: 2,
            color: 'text.secondary',
          },
        },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        role="toolbar"
        aria-label="Format teks"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Mark
          label="Tebal"
          isOn={state.bold}
          onClick={() => chain().toggleBold().run()}
          icon={<FormatBold />}
        />
        <Mark
          label="Miring"
          isOn={state.italic}
          onClick={() => chain().toggleItalic().run()}
          icon={<FormatItalic />}
        />
        <Mark
          label="Garis bawah"
          isOn={state.underline}
          onClick={() => chain().toggleUnderline().run()}
          icon={<FormatUnderlined />}
        />
        <Divider orientation="vertical" flexItem />
        <Mark
          label="Subjudul"
          isOn={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
          icon="H2"
        />
        <Mark
          label="Sub-subjudul"
          isOn={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
          icon="H3"
        />
        <Mark
          label="Daftar berbutir"
          isOn={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
          icon={<FormatListBulleted />}
        />
        <Mark
          label="Daftar bernomor"
          isOn={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
          icon={<FormatListNumbered />}
        />
        <Mark
          label="Kutipan"
          isOn={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
          icon={<FormatQuote />}
        />
        <Mark label="Tautan" isOn={state.link} onClick={editLink} icon={<InsertLink />} />
        <Divider orientation="vertical" flexItem />
        <Tooltip title="Urungkan">
          <span>
            <IconButton aria-label="Urungkan" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
              <Undo />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Ulangi">
          <span>
            <IconButton aria-label="Ulangi" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
              <Redo />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <EditorContent editor={editor} />
    </Box>
  );
}

function Mark({
  label,
  isOn,
  onClick,
  icon,
}: {
  label: string;
  isOn: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <ToggleButton
        value={label}
        selected={isOn}
        onChange={onClick}
        aria-label={label}
        size="small"
        sx={{ border: 0, minWidth: 40, fontWeight: 700 }}
      >
        {icon}
      </ToggleButton>
    </Tooltip>
  );
}
