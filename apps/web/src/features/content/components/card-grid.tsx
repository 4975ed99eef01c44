import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column on a phone, two on a tablet, up to four on a desktop. */
export function CardGrid({
  label,
  children,
  columns = 4,
  phoneColumns = 1,
}: {
  label: string;
  children: ReactNode;
  columns?: 3 | 4;
  /** Small cards (the organisation teaser) sit two abreast on a phone. */
  phoneColumns?: 1 | 2;
}) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: phoneColumns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        '& > *': { minWidth: 0 },
      }}
    >
      {Array.isArray(children) ? (
        children.map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the children carry their own keys; this wrapper only adds the list role
          <Box role="listitem" key={index}>
            {child}
          </Box>
        ))
      ) : (
        <Box role="listitem">{children}</Box>
      )}
    </Box>
  );
}
