import { type SxProps, styled, type Theme } from '@mui/material/styles';
import { capitalize } from '@mui/material/utils';
import type { HTMLAttributes, ReactNode } from 'react';

export type LabelChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

type OwnerState = { color: LabelChipColor; size: 'small' | 'medium'; variant: 'filled' | 'outlined' };

export type LabelChipProps = Omit<HTMLAttributes<HTMLDivElement>, 'color'> &
  Partial<OwnerState> & {
    label: ReactNode;
    sx?: SxProps<Theme>;
  };

// MUI Chip's own styles (@mui/material/Chip, root and label), for the props a label uses.
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'ownerState' && prop !== 'sx' })<{
  ownerState: OwnerState;
}>(({ theme, ownerState: { color, size, variant } }) => {
  const tone = color === 'default' ? null : theme.palette[color];
  const filled = {
    border: 0,
    color: tone ? tone.contrastText : theme.palette.text.primary,
    backgroundColor: tone ? tone.main : theme.palette.action.selected,
  };
  const outlined = {
    color: tone ? tone.main : theme.palette.text.primary,
    backgroundColor: 'transparent',
    border: `1px solid ${tone ? theme.alpha(tone.main, 0.7) : theme.palette.grey[400]}`,
  };
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: size === 'small' ? 24 : 32,
    lineHeight: 1.5,
    borderRadius: 16,
    whiteSpace: 'nowrap',
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    ...(variant === 'outlined' ? outlined : filled),
  };
});

const Label = styled('span', { shouldForwardProp: (prop) => prop !== 'ownerState' })<{
  ownerState: OwnerState;
}>(({ ownerState: { size, variant } }) => {
  const padding = (size === 'small' ? 8 : 12) - (variant === 'outlined' ? 1 : 0);
  return {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    paddingLeft: padding,
    paddingRight: padding,
    whiteSpace: 'nowrap',
  };
});

/**
 * A chip that only shows a label (a status, a tag, a figure): MUI Chip's look, DOM and class names, without its
 * click, delete, avatar and icon handling, which a label never uses. MUI's Chip is 2.7 kB gzip of every member page
 * that shows a status; this is a tenth of it (docs/conventions.md rule 20). Use MUI's Chip for a chip that is
 * clicked or deleted.
 */
export function LabelChip({
  label,
  color = 'default',
  size = 'medium',
  variant = 'filled',
  className,
  ...rest
}: LabelChipProps) {
  const ownerState = { color, size, variant };
  const classes = [
    'MuiChip-root',
    `MuiChip-${variant}`,
    `MuiChip-size${capitalize(size)}`,
    `MuiChip-color${capitalize(color)}`,
    className,
  ];
  return (
    <Root {...rest} ownerState={ownerState} className={classes.filter(Boolean).join(' ')}>
      <Label ownerState={ownerState} className={`MuiChip-label MuiChip-label${capitalize(size)}`}>
        {label}
      </Label>
    </Root>
  );
}
