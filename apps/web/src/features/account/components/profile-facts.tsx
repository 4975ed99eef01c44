import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label/value pairs as a description list: two columns from tablet width, stacked on phones. */
export function ProfileFacts({ facts }: { facts: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1.25, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
