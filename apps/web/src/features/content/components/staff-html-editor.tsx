import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { SkeletonBlock } from '@/components/skeleton-block';

// The back office's rich-text editor (TipTap: headings, lists, quotes, links), loaded only here.
const RichTextEditor = lazy(() => import('@/components/staff/rich-text-editor'));

type StaffHtmlEditorProps = {
  label: string;
  /** The HTML the editor starts from; it owns the content afterwards. */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
};

/**
 * Rich-text editing of static pages and FAQ answers. The server keeps only its allow-list of the HTML this
 * produces (headings, paragraphs, lists, links, emphasis) and the portal sanitises it again when showing it.
 */
export function StaffHtmlEditor({ label, initialHtml, onChange, error }: StaffHtmlEditorProps) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} component="label" sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
        {label} *
      </Typography>
      <Suspense fallback={<SkeletonBlock height={260} rounded />}>
        <RichTextEditor
          initialHtml={initialHtml}
          labelId={labelId}
          isInvalid={Boolean(error)}
          onChange={onChange}
        />
      </Suspense>
      {error && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }} role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
