import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '@/components/visually-hidden';

type FormSectionProps = {
  step: number;
  title: string;
  isComplete: boolean;
  isLast?: boolean;
  children: ReactNode;
};

/**
 * One numbered step of the application form, drawn as a vertical stepper: a numbered (or ticked) circle, a
 * line down to the next step, and a real heading so screen-reader users can jump between steps.
 */
export function FormSection({ step, title, isComplete, isLast = false, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            bgcolor: isComplete ? 'success.main' : 'primary.main',
            color: isComplete ? 'success.contrastText' : 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          {isComplete ? <CheckIcon fontSize="small" /> : step}
        </Box>
        {!isLast && <Box aria-hidden sx={{ flexGrow: 1, width: 2, bgcolor: 'divider', my: 1 }} />}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, pb: isLast ? 0 : 4 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mt: 0.5, mb: 2 }}>
          {step}. {title}
          {isComplete && (
            <Box component="span" sx={visuallyHidden}>
              {' (selesai)'}
            </Box>
          )}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
