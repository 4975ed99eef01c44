import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled block of the application detail page (a `section` named by its heading). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label/value pairs in a two-column grid that stacks on phones. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        // minmax(0, …): a plain 1fr never shrinks below its longest word, so an e-mail address pushed the page
        // 6–27 px wider than a phone's screen; values wrap anywhere instead. fit-content(50%): a long label
        // ('NIK tak dikenal (tidak dibukukan)') wraps at half the width instead of squeezing its value on a phone.
        gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
        gap: '6px 16px',
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </dl>
  );
}
