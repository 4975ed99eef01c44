import type { OrgChartEntry } from '@kopkar/domain';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** Initials of a name for the avatar when there is no photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** One person of the organisation chart: photo, person in charge (PIC) and title. */
export function OrgChartCard({ entry, compact = false }: { entry: OrgChartEntry; compact?: boolean }) {
  const size = compact ? 72 : 112;
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', textAlign: 'center' }}>
      <CardContent sx={{ py: compact ? 2.5 : 3.5 }}>
        <Avatar
          src={entry.ImagesPath ?? undefined}
          alt={entry.ImagesPath ? `Foto ${entry.PIC}` : undefined}
          sx={{ width: size, height: size, mx: 'auto', mb: 2, bgcolor: 'primary.main', fontSize: size / 2.8 }}
        >
          <span aria-hidden>{initialsOf(entry.PIC)}</span>
        </Avatar>
        <Typography variant="h3" component="h3">
          {entry.PIC}
        </Typography>
        <Typography color="text.secondary">{entry.TitleName}</Typography>
      </CardContent>
    </Card>
  );
}
