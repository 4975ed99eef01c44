import Paper from '@mui/material/Paper';
import { type SxProps, styled, type Theme } from '@mui/material/styles';
import { capitalize, createSvgIcon } from '@mui/material/utils';
import type { AriaRole, ReactNode } from 'react';

type Severity = 'error' | 'warning' | 'info' | 'success';

export type InlineAlertProps = {
  severity: Severity;
  children: ReactNode;
  role?: AriaRole;
  sx?: SxProps<Theme>;
  id?: string;
};

// The icons of MUI Alert's standard mapping (@mui/material/internal/svg-icons, not exported): the same paths.
const ICON_PATHS: Record<Severity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
};

const ICONS = Object.fromEntries(
  Object.entries(ICON_PATHS).map(([severity, path]) => {
    const Icon = createSvgIcon(<path d={path} />, `${capitalize(severity)}Outlined`);
    return [severity, <Icon key={severity} fontSize="inherit" />];
  }),
) as Record<Severity, ReactNode>;

// MUI Alert's standard variant (@mui/material/Alert: root, icon and message), on the Paper the shell already has.
const Root = styled(Paper, { shouldForwardProp: (prop) => prop !== 'severity' && prop !== 'sx' })<{
  severity: Severity;
}>(({ theme, severity }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  color: theme.darken(theme.palette[severity].light, 0.6),
  backgroundColor: theme.lighten(theme.palette[severity].light, 0.9),
  '& .MuiAlert-icon': { color: theme.palette[severity].main },
}));

const Icon = styled('div')({
  marginRight: 12,
  padding: '7px 0',
  display: 'flex',
  fontSize: 22,
  opacity: 0.9,
});

const Message = styled('div')({ padding: '8px 0', minWidth: 0, overflow: 'auto' });

/**
 * A message in the page (a read that failed, a state to know about): MUI Alert's standard look, DOM, class names and
 * `role="alert"`, without its close button, action, title and other variants, which these messages never use.
 * MUI's Alert is 2.0 kB gzip of every member page, which mostly show one only when a read fails; this builds on the
 * shell's Paper and SvgIcon (docs/conventions.md rule 20). Use MUI's Alert for one with an action or a title.
 */
export function InlineAlert({ severity, children, role = 'alert', sx, id }: InlineAlertProps) {
  const tone = capitalize(severity);
  return (
    <Root
      elevation={0}
      id={id}
      role={role}
      severity={severity}
      sx={sx}
      className={`MuiAlert-root MuiAlert-color${tone} MuiAlert-standard${tone} MuiAlert-standard`}
    >
      <Icon className="MuiAlert-icon">{ICONS[severity]}</Icon>
      <Message className="MuiAlert-message">{children}</Message>
    </Root>
  );
}
