import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A row of filter fields applied as they change (a half-typed date waits for its rule) and on Enter, wrapping as
 * the screen narrows.
 */
export function AutoApplyForm({
  label,
  role,
  onApply,
  children,
}: {
  label: string;
  role?: 'search';
  onApply: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      role={role}
      aria-label={label}
      noValidate
      onChange={onApply}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      {children}
    </Box>
  );
}
