import Typography from '@mui/material/Typography';

/**
 * A message for the whole form, above its button: the form could not be checked or sent at all (its rules did not
 * load, lib/use-native-form.ts). An alert: screen readers read it out as it appears.
 */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography role="alert" color="error" variant="body2">
      {message}
    </Typography>
  );
}
