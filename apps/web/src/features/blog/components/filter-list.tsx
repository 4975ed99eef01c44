import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { RouterLink } from '@/components/router-link';
import { SkeletonBlock } from '@/components/skeleton-block';

export type FilterOption = { key: string; label: string; total: number; href: string; isSelected: boolean };

type FilterListProps = {
  title: string;
  options: FilterOption[] | undefined;
  isError: boolean;
  emptyText: string;
};

/**
 * Archives or categories: each a link that filters the list (again: back to all), with its article count. On a
 * phone the list folds away above the grid (open when one of its filters is on); on a wide screen it stays open
 * beside it.
 */
export function FilterList(props: FilterListProps) {
  // Not noSsr: /blog comes rendered from the server (phone layout), and hydrating it needs a first render that
  // matches; a wide screen then switches to its open list (ADR 0006).
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const headingId = `blog-filter-${props.title.toLowerCase()}`;
  // Until the visitor opens or closes it, the list is open exactly when one of its filters is on.
  const [isOpen, setOpen] = useState<boolean | null>(null);
  if (isWide) {
    return (
      <Paper component="nav" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {props.title}
        </Typography>
        <FilterOptions {...props} />
      </Paper>
    );
  }
  const hasSelection = props.options?.some((option) => option.isSelected) ?? false;
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={isOpen ?? hasSelection}
      onChange={(_event, open) => setOpen(open)}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${headingId}-panel`}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-panel`} sx={{ pt: 0 }}>
        <nav aria-labelledby={headingId}>
          <FilterOptions {...props} />
        </nav>
      </AccordionDetails>
    </Accordion>
  );
}

function FilterOptions({ title, options, isError, emptyText }: FilterListProps): ReactNode {
  return (
    <>
      {!options && !isError && (
        <div aria-hidden>
          <SkeletonBlock height={28} />
          <SkeletonBlock height={28} />
          <SkeletonBlock height={28} />
        </div>
      )}
      {isError && (
        <Typography variant="body2" color="text.secondary">
          {title} belum dapat dimuat.
        </Typography>
      )}
      {options?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {options && options.length > 0 && (
        <List dense disablePadding>
          {options.map((option) => (
            <li key={option.key}>
              <ListItemButton
                component={RouterLink}
                to={option.href}
                selected={option.isSelected}
                aria-current={option.isSelected ? 'true' : undefined}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={`${option.label} (${option.total})`} />
              </ListItemButton>
            </li>
          ))}
        </List>
      )}
    </>
  );
}
